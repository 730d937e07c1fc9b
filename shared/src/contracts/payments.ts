import * as z from 'zod';
import { dollarsSchema } from './units';

// Answers of the payment calls (spec §7 getstripepaymentintent, manualpay, auxiliarychargecurrency).

/**
 * spec §3 payment intent response (getstripepaymentintent, auxiliarychargecurrency), plus where the browser loads
 * the local Stripe.js stand-in (absent with Stripe itself).
 */
export const paymentFormAnswerSchema = z
  .object({
    clientSecret: z.string().min(1),
    payButtonText: z.string(),
    stripePublicKey: z.string().min(1),
    stripeJsUrl: z.url().optional(),
  })
  .strict();
export type PaymentFormAnswer = z.infer<typeof paymentFormAnswerSchema>;

/** GET /api/getstripepaymentintent: the payment form and the amount the server computed, in dollars. */
export const paymentIntentAnswerSchema = paymentFormAnswerSchema.extend({ amount: dollarsSchema }).strict();
export type PaymentIntentAnswer = z.infer<typeof paymentIntentAnswerSchema>;

/**
 * POST /api/renewservice: the renewal's message, and the provider's status (`succeeded`: the new service is booked;
 * otherwise the webhook books it when the card payment is confirmed).
 */
export const renewServiceAnswerSchema = z.object({ message: z.string().min(1), status: z.string() }).strict();
export type RenewServiceAnswer = z.infer<typeof renewServiceAnswerSchema>;

/** POST /admin/api/manualpay (spec §8 success message). */
export const manualPayAnswerSchema = z
  .object({ message: z.literal('Thank You for your payment'), paymentId: z.number().int().positive() })
  .strict();
export type ManualPayAnswer = z.infer<typeof manualPayAnswerSchema>;

/** GET /admin/api/getpaymentdiscrepancies (not in the spec): card payments the webhook did not book. */
export const paymentDiscrepancyAnswerSchema = z
  .object({
    id: z.number().int().positive(),
    paymentIntentId: z.string(),
    kind: z.string(),
    inmateId: z.number().int().nullable(),
    /** Dollars received. */
    amount: dollarsSchema,
    /** Dollars the selection costs in D1; null when it cannot be computed. */
    expectedAmount: dollarsSchema.nullable(),
    reason: z.string(),
    date: z.string().min(1),
  })
  .strict();
export type PaymentDiscrepancyAnswer = z.infer<typeof paymentDiscrepancyAnswerSchema>;
export const paymentDiscrepanciesAnswerSchema = z.array(paymentDiscrepancyAnswerSchema);
