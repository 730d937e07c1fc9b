import * as z from 'zod';

export const RECEIPT_QUERY_MESSAGE = 'paymentIntent must be a payment id';

/**
 * GET /api/getreceipt?paymentIntent=: the PaymentIntent id Stripe names in the return address (issue 13 §4).
 * @example receiptQuerySchema.parse({ paymentIntent: 'pi_3Abc' })
 */
export const receiptQuerySchema = z.object({
  paymentIntent: z
    .string({ error: RECEIPT_QUERY_MESSAGE })
    .regex(/^pi_[A-Za-z0-9_]{1,200}$/, RECEIPT_QUERY_MESSAGE),
});
