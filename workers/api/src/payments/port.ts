import Stripe from 'stripe';

// The payments port (DESIGN.md "External services"): everything the product asks of the card payment provider,
// behind one interface. The one adapter is the Stripe SDK over fetch; locally and in tests the same adapter talks to
// the local Stripe-compatible server (scripts/stripe-local) because STRIPE_API_HOST/PORT/PROTOCOL point there.
// Card data never reaches the Worker: the browser sends it to Stripe Elements (PCI SAQ-A).

/** The Worker variables the adapter reads (wrangler.toml [vars] locally; secrets in production). */
export type PaymentsConfig = {
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Unset in production (api.stripe.com); `localhost` for the local server. */
  STRIPE_API_HOST?: string;
  STRIPE_API_PORT?: string;
  STRIPE_API_PROTOCOL?: string;
};

/** What the metadata `kind` of a PaymentIntent says it pays for; the webhook routes on it. */
export type PaymentKind = 'offers' | 'auxiliary';

/** A PaymentIntent the browser confirms with Stripe Elements. */
export type CardFormIntent = {
  paymentIntentId: string;
  /** `pi_…_secret_…`, handed to Stripe Elements (spec §3 payment intent response clientSecret). */
  clientSecret: string;
  amountCents: number;
};

/** A PaymentIntent as the product reads it back. */
export type PaymentIntentSummary = {
  id: string;
  status: string;
  amountCents: number;
  amountReceivedCents: number;
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
   * a PaymentIntent for `amountCents` whose metadata marks it `kind: 'auxiliary'`, so the webhook hands its success to
   * the handler registered with `onPaymentSucceeded('auxiliary', …)` (payments/webhook-handlers.ts).
   * Put what the handler needs (inmateId, description, a charge id…) in `metadata`; values are strings.
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
   * is already paid by the card payment, so billing starts at `firstBillingAt` (a trial until then); each paid
   * renewal invoice arrives as `invoice.paid` with the subscription's metadata.
   */
  createRenewalSubscription(input: {
    customerId: string;
    paymentMethodId: string;
    offer: { id: number; title: string; priceCents: number };
    /** Billing cycle in days; null (never expires) bills monthly. */
    cycleDays: number | null;
    firstBillingAt: Date;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<string>;

  /** Stops a service's auto-renewal (POST /api/stopautorenew): cancels the subscription now. Safe to call twice. */
  cancelSubscription(subscriptionId: string): Promise<void>;

  /** Verifies a webhook's `Stripe-Signature` and parses it; throws WebhookSignatureError when it does not verify. */
  verifyWebhook(payload: string, signatureHeader: string | undefined): Promise<Stripe.Event>;
}

const DEFAULT_CURRENCY = 'usd';
/** Stripe bills at most yearly; longer cycles are billed every 365 days. */
const MAX_CYCLE_DAYS = 365;
/** Stripe's limit on `trial_end` is two years ahead (730 days); keep a day of margin. */
const MAX_TRIAL_MS = 729 * 86_400_000;

function isLocalHost(host: string | undefined): boolean {
  return host !== undefined && host !== '' && host !== 'api.stripe.com';
}

/** The Stripe.js stand-in URL when the API host is not Stripe's (docs/decisions.md "Payments"). */
export function stripeJsUrlFor(config: PaymentsConfig): string | undefined {
  if (!isLocalHost(config.STRIPE_API_HOST)) return undefined;
  const protocol = config.STRIPE_API_PROTOCOL || 'http';
  const port = config.STRIPE_API_PORT ? `:${config.STRIPE_API_PORT}` : '';
  return `${protocol}://${config.STRIPE_API_HOST}${port}/v3`;
}

function toDeclined(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError) {
    throw new PaymentDeclinedError(error.message, error.code, error.decline_code);
  }
  throw error;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function summary(intent: Stripe.PaymentIntent): PaymentIntentSummary {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    amountReceivedCents: intent.amount_received,
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    metadata: { ...(intent.metadata ?? {}) },
  };
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** The Stripe SDK adapter: fetch for HTTP and SubtleCrypto for webhook signatures, as Workers need. */
export class StripePayments implements PaymentPort {
  readonly publishableKey: string;
  readonly stripeJsUrl: string | undefined;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(config: PaymentsConfig) {
    if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not configured');
    this.publishableKey = config.STRIPE_PUBLISHABLE_KEY ?? '';
    this.webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? '';
    this.stripeJsUrl = stripeJsUrlFor(config);
    const local = isLocalHost(config.STRIPE_API_HOST);
    this.stripe = new Stripe(config.STRIPE_SECRET_KEY, {
      httpClient: Stripe.createFetchHttpClient(),
      ...(local
        ? {
            host: config.STRIPE_API_HOST,
            port: config.STRIPE_API_PORT || '12111',
            protocol: config.STRIPE_API_PROTOCOL === 'https' ? 'https' : 'http',
          }
        : {}),
      maxNetworkRetries: 2,
      telemetry: false,
    });
  }

  async createCustomer(input: { inmateId: number; email: string; name: string }): Promise<string> {
    const customer = await this.stripe.customers.create({
      email: input.email,
      name: input.name,
      metadata: { inmateId: String(input.inmateId) },
    });
    return customer.id;
  }

  async createCardFormIntent(input: {
    amountCents: number;
    description: string;
    kind: PaymentKind;
    metadata: Record<string, string>;
    customerId?: string | undefined;
    saveCardForOffSession?: boolean;
  }): Promise<CardFormIntent> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create({
        amount: input.amountCents,
        currency: DEFAULT_CURRENCY,
        description: input.description,
        // Cards only: the product's card form and its off-session reuse are about cards.
        allowed_payment_method_types: ['card'],
        metadata: { ...input.metadata, kind: input.kind },
        ...(input.customerId ? { customer: input.customerId } : {}),
        ...(input.saveCardForOffSession ? { setup_future_usage: 'off_session' as const } : {}),
      });
    } catch (error) {
      if (
        input.customerId &&
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'resource_missing' &&
        error.param === 'customer'
      ) {
        throw new UnknownCustomerError(input.customerId);
      }
      throw error;
    }
    if (!intent.client_secret) throw new Error('the PaymentIntent has no client secret');
    return { paymentIntentId: intent.id, clientSecret: intent.client_secret, amountCents: intent.amount };
  }

  createAuxiliaryChargeIntent(input: {
    inmateId: number;
    amountCents: number;
    description: string;
    metadata?: Record<string, string>;
  }): Promise<CardFormIntent> {
    return this.createCardFormIntent({
      amountCents: input.amountCents,
      description: input.description,
      kind: 'auxiliary',
      metadata: { ...input.metadata, inmateId: String(input.inmateId), description: input.description },
    });
  }

  async retrievePaymentIntent(paymentIntentId: string): Promise<PaymentIntentSummary> {
    return summary(await this.stripe.paymentIntents.retrieve(paymentIntentId));
  }

  async chargeCardOnFile(input: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey?: string;
  }): Promise<CardOnFileCharge> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: DEFAULT_CURRENCY,
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          allowed_payment_method_types: ['card'],
          description: input.description,
          metadata: input.metadata,
          off_session: true,
          confirm: true,
        },
        input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined,
      );
      return { paymentIntentId: intent.id, status: intent.status };
    } catch (error) {
      return toDeclined(error);
    }
  }

  async stopCardOnFile(paymentMethodId: string): Promise<void> {
    try {
      await this.stripe.paymentMethods.detach(paymentMethodId);
    } catch (error) {
      // Already detached (or never attached): nothing left to stop.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
      throw error;
    }
  }

  async describePaymentMethod(paymentMethodId: string): Promise<string> {
    const method = await this.stripe.paymentMethods.retrieve(paymentMethodId);
    if (method.card) {
      const brand = BRANDS[method.card.brand] ?? method.card.brand;
      return `${brand} •••• ${method.card.last4}`;
    }
    return method.type;
  }

  async createRenewalSubscription(input: {
    customerId: string;
    paymentMethodId: string;
    offer: { id: number; title: string; priceCents: number };
    cycleDays: number | null;
    firstBillingAt: Date;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<string> {
    const product = await this.offerProduct(input.offer);
    const recurring =
      input.cycleDays === null
        ? { interval: 'month' as const, interval_count: 1 }
        : {
            interval: 'day' as const,
            interval_count: Math.min(Math.max(input.cycleDays, 1), MAX_CYCLE_DAYS),
          };
    const subscription = await this.stripe.subscriptions.create(
      {
        customer: input.customerId,
        default_payment_method: input.paymentMethodId,
        items: [
          {
            price_data: {
              currency: DEFAULT_CURRENCY,
              product,
              unit_amount: input.offer.priceCents,
              recurring,
            },
          },
        ],
        // Stripe refuses a trial ending more than two years ahead; such a service is renewed a little early.
        trial_end: Math.floor(Math.min(input.firstBillingAt.getTime(), Date.now() + MAX_TRIAL_MS) / 1000),
        off_session: true,
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return subscription.id;
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    try {
      await this.stripe.subscriptions.cancel(subscriptionId);
    } catch (error) {
      // Already canceled: the renewal is stopped either way.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
      throw error;
    }
  }

  async verifyWebhook(payload: string, signatureHeader: string | undefined): Promise<Stripe.Event> {
    if (!signatureHeader || !this.webhookSecret) throw new WebhookSignatureError();
    try {
      return await this.stripe.webhooks.constructEventAsync(
        payload,
        signatureHeader,
        this.webhookSecret,
        undefined,
        Stripe.createSubtleCryptoProvider(),
      );
    } catch {
      throw new WebhookSignatureError();
    }
  }

  /** The Stripe Product of an offer (`offer_<id>`, created on first use), which subscription prices need. */
  private async offerProduct(offer: { id: number; title: string }): Promise<string> {
    const id = `offer_${offer.id}`;
    try {
      return (await this.stripe.products.retrieve(id)).id;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
    try {
      return (await this.stripe.products.create({ id, name: offer.title })).id;
    } catch (error) {
      // Created meanwhile by a concurrent call.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return id;
      throw error;
    }
  }
}

/** The payments port for a request's environment. */
export function createPayments(config: PaymentsConfig): PaymentPort {
  return new StripePayments(config);
}
