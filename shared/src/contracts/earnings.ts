import * as z from 'zod';
import { dollarsSchema } from './units';

// Answers of the friend earnings and payouts (issue 11): a friend earns per accepted PHONE_PALS minute (spec §1), a
// ledger row per call, and is paid to their Monero address by an ADMIN. Money in dollars (units.ts), dates ISO text.

const id = z.number().int().positive();

/**
 * GET /api/getfriendearnings: the signed-in friend's (or the friend an ADMIN acts as) minutes and money. "This month"
 * is the calendar month in UTC; the unpaid balance is everything earned less everything paid.
 */
export const friendEarningsAnswerSchema = z
  .object({
    minutesThisMonth: z.number().int().nonnegative(),
    earnedThisMonth: dollarsSchema,
    unpaidBalance: dollarsSchema,
    totalEarned: dollarsSchema,
  })
  .strict();
export type FriendEarningsAnswer = z.infer<typeof friendEarningsAnswerSchema>;

/** One friend of the Payouts screen: a friend with earnings or payments, and where they are paid to. */
export const friendPayoutAnswerSchema = z
  .object({
    friend: z.object({ id, firstName: z.string(), lastName: z.string(), username: z.string() }).strict(),
    moneroAddress: z.string().nullable(),
    unpaidBalance: dollarsSchema,
    totalEarned: dollarsSchema,
    totalPaid: dollarsSchema,
    lastPaidAt: z.string().nullable(),
  })
  .strict();
export type FriendPayoutAnswer = z.infer<typeof friendPayoutAnswerSchema>;

/** GET /admin/api/getfriendpayouts and POST /admin/api/markfriendpaid: by unpaid balance, largest first. */
export const friendPayoutsAnswerSchema = z.array(friendPayoutAnswerSchema);
export type FriendPayoutsAnswer = z.infer<typeof friendPayoutsAnswerSchema>;

/** One payment made to a friend: the amount, the transaction, the address paid to and the ADMIN who paid. */
export const friendPaymentAnswerSchema = z
  .object({
    amount: dollarsSchema,
    transactionId: z.string(),
    moneroAddress: z.string(),
    /** The paying employee's name. */
    paidBy: z.string(),
    paidAt: z.string(),
  })
  .strict();
export type FriendPaymentAnswer = z.infer<typeof friendPaymentAnswerSchema>;

/** GET /admin/api/getfriendpayments?id=: the friend's payments, newest first. */
export const friendPaymentsAnswerSchema = z.array(friendPaymentAnswerSchema);
export type FriendPaymentsAnswer = z.infer<typeof friendPaymentsAnswerSchema>;
