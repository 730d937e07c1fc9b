import Stripe from 'stripe';
import { decodeEvent, summaryOf } from './event-decoder';
import {
  type CardFormIntent,
  type CardOnFileCharge,
  PaymentDeclinedError,
  type PaymentIntentSummary,
  type PaymentKind,
  type PaymentPort,
  type PaymentsConfig,
  UnknownCustomerError,
  type WebhookDelivery,
  WebhookSignatureError,
} from './port';

// The one adapter of the payments port (port.ts): the Stripe SDK over fetch, and SubtleCrypto for webhook
// signatures, as Workers need. Locally and in tests it talks to scripts/stripe-local through STRIPE_API_HOST/PORT.

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
    return summaryOf(await this.stripe.paymentIntents.retrieve(paymentIntentId));
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

  async verifyWebhook(payload: string, signatureHeader: string | undefined): Promise<WebhookDelivery> {
    if (!signatureHeader || !this.webhookSecret) throw new WebhookSignatureError();
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(
        payload,
        signatureHeader,
        this.webhookSecret,
        undefined,
        Stripe.createSubtleCryptoProvider(),
      );
    } catch {
      throw new WebhookSignatureError();
    }
    return { eventId: event.id, eventType: event.type, event: decodeEvent(event) };
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
