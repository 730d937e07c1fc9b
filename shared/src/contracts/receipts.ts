import * as z from 'zod';
import { creditsSchema, dollarsSchema } from './units';

// GET /api/getreceipt (issue 13 §4, not in the spec): the receipt panel of the detail page after a card payment.

/** One service the payment bought or renewed. */
export const receiptItemSchema = z
  .object({
    title: z.string(),
    /** The credits this payment added (the service's top-up). */
    creditsAdded: creditsSchema,
    /** Paid through this date (ISO); null = never expires. */
    paidThrough: z.string().nullable(),
    /** When a subscription (Automatic) renews it next (YYYY-MM-DD, the day after paidThrough); null = it does not. */
    renewsOn: z.string().nullable(),
  })
  .strict();
export type ReceiptItem = z.infer<typeof receiptItemSchema>;

/**
 * `pending`: the webhook has not recorded the payment yet (or it is not this inmate's); ask again. `refunded`: it
 * was recorded, then its money went back (a refund in full or a lost dispute), so there is no receipt to show.
 */
export const receiptAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending') }).strict(),
  z.object({ status: z.literal('refunded') }).strict(),
  z
    .object({
      status: z.literal('recorded'),
      paymentId: z.number().int().positive(),
      date: z.string().min(1),
      amount: dollarsSchema,
      /** The card's last four digits; null for a payment not made by card. */
      cardLast4: z
        .string()
        .regex(/^\d{4}$/)
        .nullable(),
      paymentMethod: z.string(),
      items: z.array(receiptItemSchema),
    })
    .strict(),
]);
export type ReceiptAnswer = z.infer<typeof receiptAnswerSchema>;
