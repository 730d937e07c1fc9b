import * as z from 'zod';

// The few fields of Stripe's objects the adapter and the event decoder read (API version STRIPE_API_VERSION), as
// our own types: the Worker carries no Stripe SDK (docs/decisions.md "Payments: a fetch client, not the SDK").
// Anything not listed here is not read.

/** An expandable reference: an id, or the object when expanded. */
export type StripeRef = string | { id: string } | null;

export type StripePaymentIntent = {
  id: string;
  status: string;
  amount: number;
  amount_received: number;
  /** Three letters, lower case (`usd`). */
  currency?: string | null;
  client_secret: string | null;
  customer: StripeRef;
  payment_method: StripeRef;
  metadata: Record<string, string> | null;
};

export type StripePaymentMethod = {
  id: string;
  type: string;
  card?: { brand: string; last4: string } | null;
};

export type StripeInvoice = {
  id: string;
  billing_reason: string | null;
  amount_paid: number;
  /** Where the subscription is since API 2025-03-31. */
  parent?: { subscription_details?: { subscription: StripeRef } | null } | null;
  /** Where it was before 2025-03-31 (still sent by older endpoints). */
  subscription?: StripeRef;
  payments?: { data: { payment: { payment_intent?: StripeRef } }[] } | null;
  /** Each line's period: a subscription line's is the cycle it pays (unix seconds). */
  lines?: { data: { period?: { end: number } | null }[] } | null;
};

/** An invoice payment (GET /v1/invoice_payments): which invoice a PaymentIntent paid. */
export type StripeInvoicePayment = { invoice: StripeRef };

/** A charge, as `charge.refunded` sends it: how much of it is refunded so far, and the payment it settled. */
export type StripeCharge = {
  id: string;
  amount: number;
  amount_refunded: number;
  payment_intent: StripeRef;
};

/** A dispute, as `charge.dispute.closed` sends it: `won`, `lost` or `warning_closed` (an inquiry), and the payment. */
export type StripeDispute = {
  id: string;
  status: string;
  payment_intent: StripeRef;
};

/** A subscription as GET /v1/subscriptions lists it: which service it renews (metadata) and whether it is over. */
export type StripeSubscription = { id: string; status: string; metadata: Record<string, string> | null };

/** A page of a list (GET /v1/…): `has_more` when objects follow the last one. */
export type StripeList<T> = { data: T[]; has_more: boolean };

/** Objects answered with an `id` only matter for it (customers, products, subscriptions). */
export type StripeObject = { id: string };

/** A webhook event; `data.object` is read by type in event-decoder.ts. */
export type StripeEvent = { id: string; type: string; data: { object: unknown } };

// What a signed event must hold before it is read: a signature vouches for who sent it, not for its shape (an API
// version the decoder does not know, a hand-made test event). Checked, an event never fails half-way as a 500.
const refSchema = z.union([z.string(), z.object({ id: z.string() }), z.null()]);

/** Loose: the object keeps every field, read by type in event-decoder.ts. */
export const stripeEventSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  data: z.object({ object: z.looseObject({ id: z.string().min(1) }) }),
});

/** The fields of a PaymentIntent in an event that summaryOf reads. */
export const eventPaymentIntentSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number().int(),
  amount_received: z.number().int(),
  currency: z.string().nullable().optional(),
  customer: refSchema.optional().transform((value) => value ?? null),
  payment_method: refSchema.optional().transform((value) => value ?? null),
  metadata: z
    .record(z.string(), z.string())
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});

/** The fields of an invoice in an event that invoicePaid reads. */
export const eventInvoiceSchema = z.object({
  id: z.string(),
  billing_reason: z
    .string()
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  amount_paid: z.number().int(),
  parent: z.object({ subscription_details: z.object({ subscription: refSchema }).nullish() }).nullish(),
  subscription: refSchema.optional(),
  payments: z
    .object({ data: z.array(z.object({ payment: z.object({ payment_intent: refSchema.optional() }) })) })
    .nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number() }).nullish() })) }).nullish(),
});

/** The fields of a charge in an event that the decoder reads (a charge not made by a PaymentIntent has none). */
export const eventChargeSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  amount_refunded: z.number().int(),
  payment_intent: refSchema.optional().transform((value) => value ?? null),
});

/** The fields of a dispute in an event that the decoder reads. */
export const eventDisputeSchema = z.object({
  id: z.string(),
  status: z.string(),
  payment_intent: refSchema.optional().transform((value) => value ?? null),
});
