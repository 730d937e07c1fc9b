import {
  centsFromDollars,
  FRIEND_NOT_FOUND,
  type FriendEarningsAnswer,
  type FriendPaymentsAnswer,
  type FriendPayoutsAnswer,
  markFriendPaidSchema,
  PAYOUT_AMOUNT_MESSAGE,
} from '@app/shared';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod';
import { readAsCaller } from '../auth/caller-check';
import { NOT_ALLOWED_MESSAGE, requireFriend } from '../auth/guards';
import { actingAdminId } from '../auth/still-admin';
import { getDb } from '../db/client';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { createRouter } from '../lib/router';
import { jsonBody, queryParams } from '../lib/validate';
import {
  friendEarningsFrom,
  friendEarningsQuery,
  friendPaymentsFrom,
  friendPaymentsQuery,
  friendPayoutsFrom,
  friendPayoutsQuery,
  monthStartIso,
  type PayoutRefusal,
  recordPayout,
} from './queries';

// Friend earnings and payouts (issue 11): the friend's own numbers on the detail screen (spec §2 screen 12) and the
// ADMIN's Payouts screen under Manage Friends. The /admin/api prefix guard of createApp leaves those to ADMIN.

export const NO_MONERO_ADDRESS = 'This friend has no Monero address';
export const DUPLICATE_TRANSACTION = 'This transaction id is already recorded';

const REFUSALS: Record<PayoutRefusal, [ContentfulStatusCode, string]> = {
  // The ADMIN was deleted or demoted by another admin while this request was on its way.
  'actor-not-admin': [403, NOT_ALLOWED_MESSAGE],
  'not-found': [404, FRIEND_NOT_FOUND],
  'no-address': [409, NO_MONERO_ADDRESS],
  amount: [400, PAYOUT_AMOUNT_MESSAGE],
  duplicate: [409, DUPLICATE_TRANSACTION],
};

const friendIdQuerySchema = z.object({
  id: z
    .string({ error: FRIEND_NOT_FOUND })
    .trim()
    .regex(/^[1-9][0-9]{0,15}$/, FRIEND_NOT_FOUND)
    .transform(Number),
});

/** The Payouts screen's list: its GET, and the answer of a payment marked (auth/caller-check.ts readAsCaller). */
async function payoutsAnswer(c: Context<AppEnv>) {
  const rows = await readAsCaller(c, friendPayoutsQuery, {}, 'id');
  return c.json(friendPayoutsFrom(rows) satisfies FriendPayoutsAnswer, 200);
}

export const friendEarningsRoutes = createRouter()
  // The signed-in friend, or the friend an ADMIN acts as (requireFriend); money in dollars (units.ts).
  .get('/api/getfriendearnings', requireFriend(), async (c) => {
    c.header('Cache-Control', 'no-store');
    const values = { friendId: c.get('friendId'), since: monthStartIso(new Date()) };
    const earnings = friendEarningsFrom(await readAsCaller(c, friendEarningsQuery, values, 'id'));
    if (!earnings) fail(404, FRIEND_NOT_FOUND);
    return c.json(earnings satisfies FriendEarningsAnswer, 200);
  })
  // One D1 round trip that also confirms the caller (auth/caller-check.ts).
  .get('/admin/api/getfriendpayouts', async (c) => payoutsAnswer(c))
  // Mark paid: records what the ADMIN paid (the amount, the transaction, the address paid to as the list showed it)
  // and answers the updated list; the write itself holds the rules, so parallel requests never pay more than is owed.
  .post('/admin/api/markfriendpaid', jsonBody(markFriendPaidSchema), async (c) => {
    const { friendId, amount, transactionId, moneroAddress } = c.req.valid('json');
    const db = getDb(c.env.DB);
    const refusal = await recordPayout(db, {
      friendId,
      cents: centsFromDollars(amount),
      transactionId,
      paidByStaffId: actingAdminId(c),
      moneroAddress,
    });
    if (refusal) fail(...REFUSALS[refusal]);
    return payoutsAnswer(c);
  })
  // One D1 round trip that also confirms the caller and finds the friend (auth/caller-check.ts).
  .get('/admin/api/getfriendpayments', queryParams(friendIdQuerySchema), async (c) => {
    const { id } = c.req.valid('query');
    const payments = friendPaymentsFrom(
      await readAsCaller(c, friendPaymentsQuery, { friendId: id }, 'friendId'),
    );
    if (!payments) fail(404, FRIEND_NOT_FOUND);
    return c.json(payments satisfies FriendPaymentsAnswer, 200);
  });
