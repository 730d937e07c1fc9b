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

/** Objects answered with an `id` only matter for it (customers, products, subscriptions). */
export type StripeObject = { id: string };

/** A webhook event; `data.object` is read by type in event-decoder.ts. */
export type StripeEvent = { id: string; type: string; data: { object: unknown } };
