import type { Db } from '../db/client';
import type { Bindings } from '../env';
import type { PaymentIntentSummary, PaymentKind, PaymentPort } from './port';

// Where the Stripe webhook (POST /api/stripe/webhook, payments/routes.ts) hands a succeeded PaymentIntent whose
// metadata `kind` is not the offer selection. The offers payment (`kind: 'offers'`) is booked by payments/fulfil.ts;
// other domains register their kind here, e.g. the inmate-account issue's auxiliary money charges:
//
//   // workers/api/src/charges/routes.ts (imported by app.ts, so this runs when the Worker loads)
//   onPaymentSucceeded('auxiliary', async ({ db, intent }) => { await recordAuxiliaryCurrencyCharge(db, intent); });
//
// The webhook has already verified the signature and skipped events it processed before. A handler must still be
// idempotent by payment (the same PaymentIntent can arrive in more than one event): the unique
// `payments.stripe_payment_intent_id` makes a second insert of the same payment fail or be ignored.
// A handler that throws makes the webhook answer 500, so Stripe delivers the event again later.

export type PaymentSucceededContext = {
  env: Bindings;
  db: Db;
  payments: PaymentPort;
  /** The succeeded PaymentIntent: amounts in cents, card, customer and the metadata given when it was created. */
  intent: PaymentIntentSummary;
  /** The id of the Stripe event that delivered it. */
  eventId: string;
};

export type PaymentSucceededHandler = (context: PaymentSucceededContext) => Promise<void>;

const handlers = new Map<string, PaymentSucceededHandler>();

/** Registers what a succeeded payment of `kind` does (one handler per kind; a later call replaces it). */
export function onPaymentSucceeded(
  kind: Exclude<PaymentKind, 'offers'> | string,
  handler: PaymentSucceededHandler,
) {
  handlers.set(kind, handler);
}

/** The handler registered for `kind`, if any. */
export function paymentSucceededHandler(kind: string): PaymentSucceededHandler | undefined {
  return handlers.get(kind);
}
