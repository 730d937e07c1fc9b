import * as z from 'zod';
import { isValidCryptoAddress } from '../crypto-address';
import { atMost, requiredText } from './rules';

// "Mark paid" of the Payouts screen (issue 11): an ADMIN records a payment made to a friend's Monero address.

export const PAYOUT_AMOUNT_MESSAGE = 'Amount must be more than 0 and at most the unpaid balance';
export const TRANSACTION_ID_REQUIRED = 'Please enter the transaction id';
export const TRANSACTION_ID_MAX = 128;
export const TRANSACTION_ID_TOO_LONG = `The transaction id must be at most ${TRANSACTION_ID_MAX} characters`;
export const FRIEND_NOT_FOUND = 'Friend not found';

/** Dollars with at most two decimals, at most nine digits before the point (so the cents stay exact integers). */
const AMOUNT_TEXT = /^[0-9]{1,9}(\.[0-9]{1,2})?$/;

/**
 * An amount in dollars, typed in a form (text) or sent as a JSON number: more than 0, two decimals at most. Whether
 * it is at most the unpaid balance only the server can tell, at the moment it records the payment.
 * @example payoutAmountSchema.parse('2.85') === 2.85
 */
export const payoutAmountSchema = z
  .union([z.string(), z.number()], { error: PAYOUT_AMOUNT_MESSAGE })
  .transform((value) => String(value).trim())
  .check((payload) => {
    if (!AMOUNT_TEXT.test(payload.value) || Number(payload.value) <= 0)
      payload.issues.push({ code: 'custom', message: PAYOUT_AMOUNT_MESSAGE, input: payload.value });
  })
  .transform(Number);

/** A friend's id as a number or a numeric string. */
const friendIdSchema = z
  .union([z.string(), z.number()], { error: FRIEND_NOT_FOUND })
  .transform((value) => String(value).trim())
  .check((payload) => {
    if (!/^[1-9][0-9]{0,15}$/.test(payload.value))
      payload.issues.push({ code: 'custom', message: FRIEND_NOT_FOUND, input: payload.value });
  })
  .transform(Number);

/**
 * POST /admin/api/markfriendpaid: JSON {friendId, amount (dollars), transactionId (trimmed), moneroAddress?}.
 * `moneroAddress` is where the Monero went, as the Payouts list showed it: the friend may have changed theirs since;
 * without it, the friend's address of the moment is recorded.
 */
export const markFriendPaidSchema = z.object({
  friendId: friendIdSchema,
  amount: payoutAmountSchema,
  transactionId: requiredText(TRANSACTION_ID_REQUIRED, [
    [atMost(TRANSACTION_ID_MAX), TRANSACTION_ID_TOO_LONG],
  ]),
  moneroAddress: requiredText('Monero Address is required*', [
    [(value) => isValidCryptoAddress(value, 'XMR'), 'Invalid Monero Address'],
  ]).optional(),
});
export type MarkFriendPaidInput = z.input<typeof markFriendPaidSchema>;
export type MarkFriendPaidData = z.output<typeof markFriendPaidSchema>;
