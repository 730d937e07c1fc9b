import * as z from 'zod';
import { serviceAnswerSchema } from './account';
import { creditsSchema, dollarsSchema } from './units';

// Answers of spec §7 "Charges". Money in dollars, credits in credits (units.ts).

const id = z.number().int().positive();

/** spec §3 auxiliary credit charge: getauxiliarycreditcharges, newest first; `username` is the agent. */
export const creditChargeAnswerSchema = z
  .object({
    id,
    date: z.string().min(1),
    credits: creditsSchema,
    description: z.string(),
    username: z.string(),
    service: z.object({ id, title: z.string() }).strict(),
  })
  .strict();
export type CreditChargeAnswer = z.infer<typeof creditChargeAnswerSchema>;
export const creditChargesAnswerSchema = z.array(creditChargeAnswerSchema);

/** spec §3 auxiliary currency charge: getauxiliarycurrencycharges, newest first; no payment until it is paid. */
export const currencyChargeAnswerSchema = z
  .object({
    id,
    datePurchased: z.string().min(1),
    /** Dollars. */
    price: dollarsSchema,
    description: z.string(),
    payment: z
      .object({ id, paymentMethod: z.object({ description: z.string() }).strict() })
      .strict()
      .nullable(),
  })
  .strict();
export type CurrencyChargeAnswer = z.infer<typeof currencyChargeAnswerSchema>;
export const currencyChargesAnswerSchema = z.array(currencyChargeAnswerSchema);

/** POST {prefix}/api/auxiliarychargecredits: the charge and the service after it. */
export const chargeCreditsAnswerSchema = z
  .object({
    charge: z.object({ id, credits: creditsSchema, description: z.string() }).strict(),
    service: serviceAnswerSchema,
  })
  .strict();
export type ChargeCreditsAnswer = z.infer<typeof chargeCreditsAnswerSchema>;

/** POST /admin/api/auxiliarychargecurrencywithmethodonfile: sent; `status` is the provider's (booked if succeeded). */
export const cardOnFileChargeAnswerSchema = z
  .object({ message: z.literal('Charge Request Sent'), status: z.string() })
  .strict();
export type CardOnFileChargeAnswer = z.infer<typeof cardOnFileChargeAnswerSchema>;
