import { cardDescription } from './card-description';
import { decodeEvent, summaryOf } from './event-decoder';
import {
  type CardFormIntent,
  type CardOnFileCharge,
  PaymentDeclinedError,
  type PaymentIntentSummary,
  type PaymentKind,
  type PaymentPort,
  type PaymentsConfig,
  PRICE_CURRENCY,
  type RenewalSubscriptionRequest,
  UnknownCustomerError,
  type WebhookDelivery,
  WebhookEventError,
  WebhookSignatureError,
} from './port';
import { isLiveRenewalOf, renewalSubscriptionParams } from './renewal-subscription-params';
import { idPath, STRIPE_API_BASE, StripeApiError, StripeClient } from './stripe-client';
import { verifyStripeSignature } from './stripe-signature';
import {
  type StripeEvent,
  type StripeInvoicePayment,
  type StripeList,
  type StripeObject,
  type StripePaymentIntent,
  type StripePaymentMethod,
  type StripeSubscription,
  stripeEventSchema,
} from './stripe-types';

// The one adapter of the payments port (port.ts): Stripe's REST API through our own small fetch client
// (stripe-client.ts) and WebCrypto for webhook signatures (stripe-signature.ts), as Workers need; no Stripe SDK
// (docs/decisions.md "Payments: a fetch client, not the SDK"). Locally and in tests it talks to scripts/stripe-local
// through STRIPE_API_HOST/PORT/PROTOCOL.

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

/** The API's origin: Stripe's, or the local server's (port 12111 unless STRIPE_API_PORT says otherwise). */
export function stripeApiBaseFor(config: PaymentsConfig): string {
  if (!isLocalHost(config.STRIPE_API_HOST)) return STRIPE_API_BASE;
  const protocol = config.STRIPE_API_PROTOCOL === 'https' ? 'https' : 'http';
  return `${protocol}://${config.STRIPE_API_HOST}:${config.STRIPE_API_PORT || '12111'}`;
}

/** Stripe refused the request itself (a bad or unknown id, a detached card, a canceled subscription …). */
const isInvalidRequest = (error: unknown): error is StripeApiError =>
  error instanceof StripeApiError && error.type === 'invalid_request_error';

function toDeclined(error: unknown): never {
  if (error instanceof StripeApiError && error.type === 'card_error') {
    throw new PaymentDeclinedError(error.message, error.code, error.declineCode);
  }
  throw error;
}

/** The Stripe adapter: our fetch client for the API and WebCrypto for webhook signatures. */
export class StripePayments implements PaymentPort {
  readonly publishableKey: string;
  readonly stripeJsUrl: string | undefined;
  private readonly stripe: StripeClient;
  private readonly webhookSecret: string;

  /** `fetcher` is fetch; tests give a stub to see how Stripe's answers the local server cannot make are mapped. */
  constructor(config: PaymentsConfig, fetcher?: typeof fetch) {
    if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not configured');
    this.publishableKey = config.STRIPE_PUBLISHABLE_KEY ?? '';
    this.webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? '';
    this.stripeJsUrl = stripeJsUrlFor(config);
    this.stripe = new StripeClient({
      secretKey: config.STRIPE_SECRET_KEY,
      baseUrl: stripeApiBaseFor(config),
      ...(fetcher ? { fetcher } : {}),
    });
  }

  async createCustomer(input: { inmateId: number; email: string; name: string }): Promise<string> {
    const customer = await this.stripe.post<StripeObject>('/v1/customers', {
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
    let intent: StripePaymentIntent;
    try {
      intent = await this.stripe.post<StripePaymentIntent>('/v1/payment_intents', {
        amount: input.amountCents,
        currency: PRICE_CURRENCY,
        description: input.description,
        // Cards only: the product's card form and its off-session reuse are about cards.
        allowed_payment_method_types: ['card'],
        metadata: { ...input.metadata, kind: input.kind },
        customer: input.customerId || undefined,
        setup_future_usage: input.saveCardForOffSession ? 'off_session' : undefined,
      });
    } catch (error) {
      if (
        input.customerId &&
        isInvalidRequest(error) &&
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
    return summaryOf(
      await this.stripe.get<StripePaymentIntent>(`/v1/payment_intents/${idPath(paymentIntentId)}`),
    );
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
      const intent = await this.stripe.post<StripePaymentIntent>(
        '/v1/payment_intents',
        {
          amount: input.amountCents,
          currency: PRICE_CURRENCY,
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          allowed_payment_method_types: ['card'],
          description: input.description,
          metadata: input.metadata,
          off_session: true,
          confirm: true,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { paymentIntentId: intent.id, status: intent.status };
    } catch (error) {
      return toDeclined(error);
    }
  }

  async stopCardOnFile(paymentMethodId: string): Promise<void> {
    try {
      await this.stripe.post(`/v1/payment_methods/${idPath(paymentMethodId)}/detach`);
    } catch (error) {
      // Already detached (or never attached): nothing left to stop.
      if (isInvalidRequest(error)) return;
      throw error;
    }
  }

  async describePaymentMethod(paymentMethodId: string): Promise<string> {
    return cardDescription(
      await this.stripe.get<StripePaymentMethod>(`/v1/payment_methods/${idPath(paymentMethodId)}`),
    );
  }

  async createRenewalSubscription(input: RenewalSubscriptionRequest): Promise<string> {
    const product = await this.offerProduct(input.offer);
    const subscription = await this.stripe.post<StripeObject>(
      '/v1/subscriptions',
      renewalSubscriptionParams(input, product),
      { idempotencyKey: input.idempotencyKey },
    );
    return subscription.id;
  }

  async findRenewalSubscription(customerId: string, serviceId: number): Promise<string | null> {
    // Newest first, canceled ones too (status=all): the one sought is nearly always on the first page.
    let startingAfter: string | undefined;
    for (;;) {
      const query = new URLSearchParams({ customer: customerId, status: 'all', limit: '100' });
      if (startingAfter) query.set('starting_after', startingAfter);
      const page = await this.stripe.get<StripeList<StripeSubscription>>(`/v1/subscriptions?${query}`);
      const found = page.data.find((subscription) => isLiveRenewalOf(subscription, serviceId));
      if (found) return found.id;
      startingAfter = page.data.at(-1)?.id;
      if (!page.has_more || !startingAfter) return null;
    }
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    try {
      await this.stripe.delete(`/v1/subscriptions/${idPath(subscriptionId)}`);
    } catch (error) {
      // Already canceled: the renewal is stopped either way.
      if (isInvalidRequest(error)) return;
      throw error;
    }
  }

  async invoiceOfPayment(paymentIntentId: string): Promise<string | null> {
    const query = new URLSearchParams({
      'payment[type]': 'payment_intent',
      'payment[payment_intent]': paymentIntentId,
      limit: '1',
    });
    const list = await this.stripe.get<{ data: StripeInvoicePayment[] }>(`/v1/invoice_payments?${query}`);
    const invoice = list.data[0]?.invoice;
    return typeof invoice === 'string' ? invoice : (invoice?.id ?? null);
  }

  async verifyWebhook(payload: string, signatureHeader: string | undefined): Promise<WebhookDelivery> {
    if (!signatureHeader || !this.webhookSecret) throw new WebhookSignatureError();
    if (!(await verifyStripeSignature(payload, signatureHeader, this.webhookSecret))) {
      throw new WebhookSignatureError();
    }
    let json: unknown;
    try {
      json = JSON.parse(payload);
    } catch {
      // The SDK refused a payload that is not JSON the same way: as a delivery it cannot read.
      throw new WebhookSignatureError();
    }
    const envelope = stripeEventSchema.safeParse(json);
    if (!envelope.success) throw new WebhookEventError('not a Stripe event');
    const event: StripeEvent = envelope.data;
    return { eventId: event.id, eventType: event.type, event: decodeEvent(event) };
  }

  /** The Stripe Product of an offer (`offer_<id>`, created on first use), which subscription prices need. */
  private async offerProduct(offer: { id: number; title: string }): Promise<string> {
    const id = `offer_${offer.id}`;
    try {
      return (await this.stripe.get<StripeObject>(`/v1/products/${idPath(id)}`)).id;
    } catch (error) {
      if (!isInvalidRequest(error)) throw error;
    }
    try {
      return (await this.stripe.post<StripeObject>('/v1/products', { id, name: offer.title })).id;
    } catch (error) {
      // Created meanwhile by a concurrent call.
      if (isInvalidRequest(error)) return id;
      throw error;
    }
  }
}
