import { errorCode } from '@app/shared';
import type { Bindings } from '../env';
// The payments port (DESIGN.md "External services"): everything the product asks of the card payment provider,
// behind one interface. The one adapter calls Stripe's REST API over fetch (stripe-client.ts, no SDK); locally and in
// tests the same adapter talks to the local Stripe-compatible server (scripts/stripe-local) because
// STRIPE_API_HOST/PORT/PROTOCOL point there.
// Card data never reaches the Worker: the browser sends it to Stripe Elements (PCI SAQ-A).
// This file holds the interface and the product's types only; the adapter is stripe-adapter.ts, the decoding of
// Stripe's events event-decoder.ts, and the one way to get a port (with the one test switch) provider.ts.

/** The Worker variables the adapter reads (wrangler.toml [vars] locally; secrets in production; env.ts). */
export type PaymentsConfig = Pick<
  Bindings,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_HOST'
  | 'STRIPE_API_PORT'
  | 'STRIPE_API_PROTOCOL'
>;

/** What the metadata `kind` of a PaymentIntent says it pays for; the webhook routes on it. */
export const PAYMENT_KINDS = ['offers', 'auxiliary'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** A PaymentIntent the browser confirms with Stripe Elements. */
export type CardFormIntent = {
  paymentIntentId: string;
  /** `pi_…_secret_…`, handed to Stripe Elements (spec §3 payment intent response clientSecret). */
  clientSecret: string;
  amountCents: number;
};

/** A PaymentIntent as the product reads it back. */
/** The currency every price is in and every PaymentIntent is made in (lower case, as Stripe writes it). */
export const PRICE_CURRENCY = 'usd';

export type PaymentIntentSummary = {
  id: string;
  status: string;
  amountCents: number;
  amountReceivedCents: number;
  /** As Stripe writes it (`usd`); null when the event did not say. */
  currency: string | null;
  customerId: string | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
};

/** The outcome of an off-session charge of the card on file. */
export type CardOnFileCharge = {
  paymentIntentId: string;
  /** `succeeded` normally; `processing` or `requires_action` if the bank wants more (the inmate must pay in person). */
  status: string;
};

/** A card payment the provider refused; `message` is the provider's text for the person (spec §8). */
export class PaymentDeclinedError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly declineCode: string | undefined,
  ) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/** The provider does not know a stored customer (e.g. another Stripe account or local demo data): make a new one. */
export class UnknownCustomerError extends Error {
  constructor(readonly customerId: string) {
    super(`No such customer: ${customerId}`);
    this.name = 'UnknownCustomerError';
  }
}

/** A webhook whose signature does not verify (or is too old): answer 400, never act on it. */
export class WebhookSignatureError extends Error {
  constructor() {
    super('Invalid signature');
    this.name = 'WebhookSignatureError';
  }
}

/** A signed webhook whose event is not shaped as its type says: answer 400 (the provider retries), never act on it. */
export class WebhookEventError extends Error {
  constructor(reason: string) {
    super(`Unreadable event: ${reason}`);
    this.name = 'WebhookEventError';
  }
}

export interface PaymentPort {
  /** The publishable key for Stripe.js in the browser (spec §3 stripePublicKey). */
  readonly publishableKey: string;
  /**
   * Where the browser loads Stripe.js from when it is not the real one: the local server's `/v3` stand-in, or
   * undefined with real Stripe (the browser then loads https://js.stripe.com as @stripe/stripe-js does).
   */
  readonly stripeJsUrl: string | undefined;

  /**
   * A Stripe Customer for an inmate, so a card can be kept for later off-session use (spec §2 screen 3 Recurring)
   * and subscriptions can be billed (Automatic). Creates one every call: callers reuse the id they stored.
   */
  createCustomer(input: { inmateId: number; email: string; name: string }): Promise<string>;

  /**
   * A PaymentIntent for the card form. `saveCardForOffSession` sets `setup_future_usage: off_session` (needs
   * `customerId`), so the card is attached to the customer for later charges. `metadata.kind` tells the webhook
   * what the payment is for: `offers` (the offer selection) or `auxiliary` (an admin's money charge).
   * Throws UnknownCustomerError when the provider does not know `customerId`.
   */
  createCardFormIntent(input: {
    amountCents: number;
    description: string;
    kind: PaymentKind;
    metadata: Record<string, string>;
    customerId?: string | undefined;
    saveCardForOffSession?: boolean;
  }): Promise<CardFormIntent>;

  /**
   * The admin's money charge that shows the card form (spec §2 screen 6, POST /admin/api/auxiliarychargecurrency):
   * a PaymentIntent for `amountCents` whose metadata marks it `kind: 'auxiliary'`, so the webhook's table
   * (payments/webhook.ts) hands its success to the money charge's booking (charges/record.ts).
   */
  createAuxiliaryChargeIntent(input: {
    inmateId: number;
    amountCents: number;
    description: string;
    metadata?: Record<string, string>;
  }): Promise<CardFormIntent>;

  /** Reads a PaymentIntent back (status, amounts, card, metadata). */
  retrievePaymentIntent(paymentIntentId: string): Promise<PaymentIntentSummary>;

  /**
   * Charges the card on file off-session and confirms at once (spec §2 screen 6 card-on-file charge,
   * POST /admin/api/auxiliarychargecurrencywithmethodonfile). The card on file is the `payment_methods` row of the
   * inmate with both `stripeCustomerId` and `stripePaymentMethodId` (saved by a Recurring payment).
   * Throws PaymentDeclinedError with the provider's message when the card is refused. Success also arrives as a
   * `payment_intent.succeeded` webhook with the same metadata (so give it `kind`, e.g. `auxiliary`, to be routed).
   * `idempotencyKey` makes a retried request charge once.
   */
  chargeCardOnFile(input: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey?: string;
  }): Promise<CardOnFileCharge>;

  /**
   * Stops card-on-file top-ups (spec §4 "recurring top-off can be stopped", POST /api/stoprecurring): detaches the
   * saved card from its customer so it can no longer be charged off-session. Safe to call twice.
   */
  stopCardOnFile(paymentMethodId: string): Promise<void>;

  /** The text the payment history shows for a card, e.g. "Visa •••• 4242" (spec §3 paymentMethod.description). */
  describePaymentMethod(paymentMethodId: string): Promise<string>;

  /**
   * The Stripe Subscription that renews one service each billing cycle (spec §2 screen 3 Automatic). The first cycle
   * is already paid by the card payment, so billing starts at `trialEnd` (a trial until then); each paid renewal
   * invoice arrives as `invoice.paid` with the subscription's metadata. Everything is sent as given, nothing read from
   * the clock: Stripe refuses an idempotency key sent again with other parameters.
   */
  createRenewalSubscription(input: RenewalSubscriptionRequest): Promise<string>;

  /**
   * The subscription a start made for a service of this customer (metadata `kind: renewal` and its `serviceId`) that
   * is not over (neither canceled nor incomplete_expired), or null. A retried start takes it rather than make another:
   * Stripe forgets an idempotency key after 24 hours (https://docs.stripe.com/idempotency).
   */
  findRenewalSubscription(customerId: string, serviceId: number): Promise<string | null>;

  /**
   * The invoice a PaymentIntent paid, if it paid one: a renewal booked under its invoice's id (the `invoice.paid`
   * event did not list the invoice's payments) is found by the refund of its charge, which names only the
   * PaymentIntent. Null for a payment of no invoice.
   */
  invoiceOfPayment(paymentIntentId: string): Promise<string | null>;

  /** Stops a service's auto-renewal (POST /api/stopautorenew): cancels the subscription now. Safe to call twice. */
  cancelSubscription(subscriptionId: string): Promise<void>;

  /**
   * Verifies a webhook's `Stripe-Signature` and decodes the event into the product's own terms
   * (payments/event-decoder.ts); throws WebhookSignatureError when it does not verify.
   */
  verifyWebhook(payload: string, signatureHeader: string | undefined): Promise<WebhookDelivery>;
}

/** What starts the subscription that renews a service (PaymentPort.createRenewalSubscription). */
export type RenewalSubscriptionRequest = {
  customerId: string;
  paymentMethodId: string;
  /** The offer, with the price the service was bought at: what each cycle charges. */
  offer: { id: number; title: string; priceCents: number };
  /** Billing cycle in days; null (never expires) bills monthly. */
  cycleDays: number | null;
  /** The first bill (Stripe's `trial_end`): in the future, at most MAX_TRIAL_DAYS ahead. */
  trialEnd: Date;
  metadata: Record<string, string>;
  idempotencyKey: string;
};

/** A paid renewal invoice of a service's subscription. */
export type RenewalPayment = {
  subscriptionId: string;
  invoiceId: string;
  amountPaidCents: number;
  /** The payment that settled the invoice (its PaymentIntent, or the invoice itself): booked once. */
  paymentKey: string;
  /** When the cycle the invoice paid ends, i.e. the next bill, when the provider says. */
  cycleEndsAt?: Date;
};

/**
 * A card payment whose money went back to the payer: its charge refunded in full (`refund`, e.g. from the provider's
 * dashboard), or a dispute of it lost (`lost-dispute`). A partial refund or a dispute won is no such event.
 */
export type PaymentRefund = {
  /**
   * The PaymentIntent that paid: the payment's key (a card payment, a renewal's invoice payment, a money charge), or
   * for a renewal booked under its invoice, what finds that invoice (invoiceOfPayment).
   */
  paymentIntentId: string;
  cause: 'refund' | 'lost-dispute';
  /** The provider's charge (refund) or dispute (lost-dispute), for the log. */
  sourceId: string;
};

/** The provider bills a subscription at most every 365 days; a longer cycle is billed every 365 days. */
export const MAX_BILLING_CYCLE_DAYS = 365;

/**
 * The provider's first bill comes at most this many days after the subscription starts (Stripe refuses a `trial_end`
 * more than two years ahead; a day of margin): a longer first cycle is billed that early.
 */
export const MAX_TRIAL_DAYS = 729;

/**
 * A provider event in the product's terms: routes and bookings see these, never the provider's objects.
 * `ignored` carries why (logged; the webhook still answers 200, since a 5xx makes Stripe retry for days).
 */
export type PaymentEvent =
  | { type: 'card-payment-succeeded'; kind: PaymentKind; payment: PaymentIntentSummary }
  | { type: 'card-payment-failed'; paymentIntentId: string }
  | { type: 'card-payment-refunded'; refund: PaymentRefund }
  | { type: 'renewal-paid'; renewal: RenewalPayment }
  | { type: 'renewal-failed'; subscriptionId: string; invoiceId: string }
  | { type: 'subscription-ended'; subscriptionId: string }
  | { type: 'ignored'; reason: string };

/** A verified webhook delivery: the provider's event id (each is applied once) and type, and the decoded event. */
export type WebhookDelivery = { eventId: string; eventType: string; event: PaymentEvent };

/** A charge made without the card holder (Renew, staff's charges) that their bank wants them to confirm. */
export const CARD_NEEDS_HOLDER =
  'Your bank wants the card holder to confirm this payment: pay with the card form instead.';
/** Any other refusal the errors catalogue does not word (the provider's own generic text). */
export const CARD_DECLINED = 'Your card was declined.';

/**
 * The readable text of a provider failure, always one of the errors catalogue's, so a screen can word it in the
 * reader's language: a declined card's own message when the catalogue has it, else ours by the refusal's code;
 * otherwise a fixed one (no internals). docs/decisions.md "Card refusals".
 */
export function providerMessage(error: unknown): string {
  if (!(error instanceof PaymentDeclinedError)) return 'The payment provider could not be reached';
  if (errorCode(error.message)) return error.message;
  if (error.code === 'authentication_required' || error.declineCode === 'authentication_required') {
    return CARD_NEEDS_HOLDER;
  }
  return CARD_DECLINED;
}
