import * as z from 'zod';
import { SERVICE_TYPES } from '../session';
import { creditsSchema, dollarsSchema } from './units';

// Answers of spec §7 "Offers and subscription" (the offers part). Money in dollars, credits in credits (units.ts).

const id = z.number().int().positive();

/** spec §3 Offer. */
export const offerAnswerSchema = z
  .object({
    id,
    title: z.string(),
    description: z.string(),
    /** Dollars, e.g. 9.99. */
    price: dollarsSchema,
    serviceTypes: z.array(z.enum(SERVICE_TYPES)).min(1),
    /** Credits included. */
    creditsIncluded: creditsSchema,
    /** Days a purchase stays valid; null = never expires. */
    validFor: z.number().int().nullable(),
    /** Credits charged each month; null = none. */
    fixedMoCrCharge: creditsSchema.nullable(),
  })
  .strict();
export type OfferAnswer = z.infer<typeof offerAnswerSchema>;

/** GET /api/getactiveoffers: the single-type offers on sale, one list per service type (spec §7). */
export const activeOffersAnswerSchema = z
  .object({
    PHONE_PALS: z.array(offerAnswerSchema),
    CALL_FORWARDING: z.array(offerAnswerSchema),
    AI_CHAT: z.array(offerAnswerSchema),
    MESSAGING: z.array(offerAnswerSchema),
  })
  .strict();
export type ActiveOffersAnswer = z.infer<typeof activeOffersAnswerSchema>;

/** GET /api/getactiveaggregateoffers and GET /api/getactiveofferslist. */
export const offerListAnswerSchema = z.array(offerAnswerSchema);
export type OfferListAnswer = z.infer<typeof offerListAnswerSchema>;

/**
 * GET /admin/api/getoffers (not in the spec): every offer for Offer Configuration (spec §2 screen 16), also those off
 * sale; `retired` = sold once and then deleted, so kept for the inmates' history and no longer editable.
 */
export const adminOffersAnswerSchema = z.array(
  offerAnswerSchema.extend({ active: z.boolean(), retired: z.boolean() }).strict(),
);
export type AdminOffersAnswer = z.infer<typeof adminOffersAnswerSchema>;
export type AdminOfferAnswer = AdminOffersAnswer[number];

/** POST /api/selectoffers: where the Subscribe button leads, and the ids kept in the session. */
export const selectOffersAnswerSchema = z
  .object({ forward: z.string().startsWith('/'), selectedOfferIds: z.array(id).min(1) })
  .strict();
export type SelectOffersAnswer = z.infer<typeof selectOffersAnswerSchema>;

/** GET /api/getselectedoffers (not in the spec): the selection waiting for payment and its total in dollars. */
export const selectedOffersAnswerSchema = z
  .object({ offers: z.array(offerAnswerSchema), total: dollarsSchema })
  .strict();
export type SelectedOffersAnswer = z.infer<typeof selectedOffersAnswerSchema>;

/** POST /admin/api/updateoffer. */
export const saveOfferAnswerSchema = z
  .object({ message: z.literal('Offer Added'), offer: offerAnswerSchema })
  .strict();
export type SaveOfferAnswer = z.infer<typeof saveOfferAnswerSchema>;

/** POST /admin/api/deleteoffer: an offer somebody bought is retired, never deleted. */
export const deleteOfferAnswerSchema = z
  .object({ message: z.literal('Offer Deleted'), outcome: z.enum(['deleted', 'retired']) })
  .strict();
export type DeleteOfferAnswer = z.infer<typeof deleteOfferAnswerSchema>;
