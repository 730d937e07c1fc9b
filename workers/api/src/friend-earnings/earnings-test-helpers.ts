import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { createCall, createService } from '../../test/account-fixtures';
import { createFriend, createInmate } from '../../test/fixtures';
import { getDb } from '../db/client';
import { friendEarnings, friendPayouts } from '../db/schema';
import { DEMO_MONERO_ADDRESS } from '../dev/seed/accounts';

// Builders of the earnings and payouts ledgers for the friend-earnings tests, with overrides (STYLE.md).

export const db = () => getDb(env.DB);

/** A friend who can be paid: a Monero address on the profile. */
export const createPaidFriend = (overrides: Parameters<typeof createFriend>[0] = {}) =>
  createFriend({ moneroAddress: DEMO_MONERO_ADDRESS, approved: true, ...overrides });

/**
 * What `friendId` earned for one PHONE_PALS call of `minutes` at `rateCents` (the row the call engine writes when it
 * meters a call), on a call of its own.
 */
export async function earn(
  friendId: number,
  minutes: number,
  overrides: Partial<typeof friendEarnings.$inferInsert> = {},
) {
  const inmate = await createInmate();
  const service = await createService(inmate.id);
  const callRow = await createCall(inmate.id, service.id, { friendId, durationSeconds: minutes * 60 });
  const rateCents = overrides.rateCents ?? 15;
  const [row] = await db()
    .insert(friendEarnings)
    .values({ friendId, callId: callRow.id, minutes, rateCents, cents: minutes * rateCents, ...overrides })
    .returning();
  if (!row) throw new Error('earning not created');
  return row;
}

/** A payment already recorded for `friendId`. */
export async function paid(
  friendId: number,
  paidByStaffId: number,
  overrides: Partial<typeof friendPayouts.$inferInsert> = {},
) {
  const [row] = await db()
    .insert(friendPayouts)
    .values({
      friendId,
      amountCents: 100,
      moneroAddress: DEMO_MONERO_ADDRESS,
      transactionId: crypto.randomUUID(),
      paidByStaffId,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('payout not created');
  return row;
}

/** Both ledgers of a friend, as stored. */
export async function ledgersOf(friendId: number) {
  return {
    earnings: await db().select().from(friendEarnings).where(eq(friendEarnings.friendId, friendId)),
    payouts: await db().select().from(friendPayouts).where(eq(friendPayouts.friendId, friendId)),
  };
}
