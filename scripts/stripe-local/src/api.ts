import { randomBytes } from 'node:crypto';
import { cardForNumber, TEST_PAYMENT_METHODS, type TestCard } from './cards';
import { bool, type FormObject, type FormValue, int, list, metadataOf, obj, str } from './form';

// The in-memory Stripe of the local server: the objects and operations the product uses, in Stripe's shapes
// (API version of stripe-node 23: invoices name their subscription in `parent.subscription_details`, list their
// PaymentIntents in `payments`, and carry a `confirmation_secret`).

export const API_VERSION = '2026-10-28.endive';

type Json = Record<string, unknown>;

/** An error in Stripe's shape: `{error: {type, code, message, …}}` with its HTTP status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });

const missing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(param === 'id' ? 404 : 400, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });

const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

type Event = Json & { id: string; type: string };

export type StripeLocalListener = (event: Event) => void;

/** What a charge of a card does, decided by the card (or a test PaymentMethod). */
type Charge = { ok: true } | { ok: false; error: Json };

export class StripeLocal {
  private readonly customers = new Map<string, Json>();
  private readonly products = new Map<string, Json>();
  private readonly prices = new Map<string, Json>();
  private readonly paymentMethods = new Map<string, Json & { _outcome: TestCard['outcome'] }>();
  private readonly paymentIntents = new Map<string, Json>();
  private readonly subscriptions = new Map<string, Json>();
  private readonly invoices = new Map<string, Json>();
  readonly events: Event[] = [];

  constructor(private readonly onEvent: StripeLocalListener) {}

  // ---------- events ----------

  private emit(type: string, object: Json, previous?: Json) {
    const event: Event = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: {
        object: this.publicView(structuredClone(object)),
        ...(previous ? { previous_attributes: previous } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    this.onEvent(event);
  }

  listEvents(query: FormObject): Json {
    const type = str(query, 'type');
    const limit = Math.min(int(query, 'limit') ?? 10, 100);
    const matching = this.events.filter((event) => !type || event.type === type).reverse();
    return {
      object: 'list',
      url: '/v1/events',
      has_more: matching.length > limit,
      data: matching.slice(0, limit),
    };
  }

  retrieveEvent(id: string): Json {
    const event = this.events.find((candidate) => candidate.id === id);
    if (!event) throw missing('event', id);
    return event;
  }

  // ---------- customers and products ----------

  createCustomer(form: FormObject): Json {
    const customer: Json = {
      id: newId('cus'),
      object: 'customer',
      created: now(),
      email: str(form, 'email') ?? null,
      name: str(form, 'name') ?? null,
      description: str(form, 'description') ?? null,
      metadata: metadataOf(form),
      invoice_settings: {
        default_payment_method: null,
        custom_fields: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
    };
    this.customers.set(customer.id as string, customer);
    this.emit('customer.created', customer);
    return customer;
  }

  /** A customer by id; `param` names the request parameter that referred to it (Stripe's error says which). */
  /**
   * A customer with a card already on file, under fixed ids: the local server's copy of the demo data's Stripe objects
   * (the demo inmate's card on file), so card-on-file charges of the demo work locally.
   */
  preloadCustomer(fixture: {
    customerId: string;
    paymentMethodId: string;
    email?: string;
    cardNumber?: string;
  }) {
    const customer: Json = {
      id: fixture.customerId,
      object: 'customer',
      created: now(),
      email: fixture.email ?? null,
      name: null,
      description: 'Demo data',
      metadata: {},
      invoice_settings: {
        default_payment_method: fixture.paymentMethodId,
        custom_fields: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
    };
    this.customers.set(fixture.customerId, customer);
    const card = cardForNumber(fixture.cardNumber ?? '4242424242424242') as TestCard;
    const method = this.createPaymentMethodFromCard(card, 12, new Date().getUTCFullYear() + 3);
    this.paymentMethods.delete(method.id as string);
    method.id = fixture.paymentMethodId;
    method.customer = fixture.customerId;
    this.paymentMethods.set(fixture.paymentMethodId, method as Json & { _outcome: TestCard['outcome'] });
  }

  customer(id: string, param = 'id'): Json {
    const customer = this.customers.get(id);
    if (!customer) throw missing('customer', id, param);
    return customer;
  }

  updateCustomer(id: string, form: FormObject): Json {
    const customer = this.customer(id);
    if (str(form, 'email') !== undefined) customer.email = str(form, 'email');
    if (str(form, 'name') !== undefined) customer.name = str(form, 'name');
    customer.metadata = metadataOf(form, customer.metadata as Record<string, string>);
    const settings = obj(form, 'invoice_settings');
    if (settings && typeof settings.default_payment_method === 'string') {
      (customer.invoice_settings as Json).default_payment_method = settings.default_payment_method || null;
    }
    this.emit('customer.updated', customer);
    return customer;
  }

  createProduct(form: FormObject): Json {
    const id = str(form, 'id') ?? newId('prod');
    if (this.products.has(id)) throw invalid(`Product already exists.`, 'id', 'resource_already_exists');
    const name = str(form, 'name');
    if (!name) throw invalid('Missing required param: name.', 'name', 'parameter_missing');
    const product: Json = {
      id,
      object: 'product',
      active: true,
      created: now(),
      name,
      description: str(form, 'description') ?? null,
      metadata: metadataOf(form),
      livemode: false,
    };
    this.products.set(id, product);
    return product;
  }

  product(id: string): Json {
    const product = this.products.get(id);
    if (!product) throw missing('product', id);
    return product;
  }

  // ---------- payment methods ----------

  private createPaymentMethodFromCard(card: TestCard, expMonth: number, expYear: number): Json {
    const method = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: now(),
      customer: null as string | null,
      livemode: false,
      metadata: {},
      allow_redisplay: 'unspecified',
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: card.brand,
        display_brand: card.brand,
        last4: card.last4,
        exp_month: expMonth,
        exp_year: expYear,
        funding: card.funding,
        country: 'US',
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      },
      _outcome: card.outcome,
    };
    this.paymentMethods.set(method.id, method);
    return method;
  }

  /** A `pm_card_…` test id makes a new PaymentMethod each time it is used, as in Stripe. */
  private resolvePaymentMethod(id: string): Json & { _outcome: TestCard['outcome'] } {
    const testNumber = TEST_PAYMENT_METHODS[id];
    if (testNumber) {
      const card = cardForNumber(testNumber) as TestCard;
      const year = new Date().getUTCFullYear() + 3;
      return this.createPaymentMethodFromCard(card, 12, year) as Json & { _outcome: TestCard['outcome'] };
    }
    const method = this.paymentMethods.get(id);
    if (!method) throw missing('payment_method', id);
    return method;
  }

  private paymentMethodFromData(data: FormObject): Json & { _outcome: TestCard['outcome'] } {
    if (str(data, 'type') !== 'card')
      throw invalid('Only card payment methods are available.', 'payment_method_data[type]');
    const card = obj(data, 'card') ?? {};
    const number = str(card, 'number') ?? '';
    const testCard = cardForNumber(number);
    if (!testCard) {
      throw new StripeApiError(402, {
        type: 'card_error',
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
        param: 'number',
      });
    }
    const expMonth = int(card, 'exp_month') ?? 0;
    const expYear = int(card, 'exp_year') ?? 0;
    const today = new Date();
    if (
      expMonth < 1 ||
      expMonth > 12 ||
      expYear < today.getUTCFullYear() ||
      (expYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1)
    ) {
      throw new StripeApiError(402, {
        type: 'card_error',
        code: 'invalid_expiry_year',
        message: "Your card's expiration year is invalid.",
        param: 'exp_year',
      });
    }
    return this.createPaymentMethodFromCard(testCard, expMonth, expYear) as Json & {
      _outcome: TestCard['outcome'];
    };
  }

  paymentMethod(id: string): Json {
    const method = this.paymentMethods.get(id);
    if (!method) throw missing('payment_method', id);
    return method;
  }

  attachPaymentMethod(id: string, form: FormObject): Json {
    const method = this.paymentMethod(id);
    const customer = str(form, 'customer');
    if (!customer) throw invalid('Missing required param: customer.', 'customer', 'parameter_missing');
    this.customer(customer, 'customer');
    method.customer = customer;
    this.emit('payment_method.attached', method);
    return method;
  }

  detachPaymentMethod(id: string): Json {
    const method = this.paymentMethod(id);
    if (!method.customer) {
      throw invalid(
        `The payment method you provided is not attached to a customer so detachment is impossible.`,
      );
    }
    method.customer = null;
    for (const customer of this.customers.values()) {
      const settings = customer.invoice_settings as Json;
      if (settings.default_payment_method === id) settings.default_payment_method = null;
    }
    this.emit('payment_method.detached', method);
    return method;
  }

  // ---------- payment intents ----------

  createPaymentIntent(form: FormObject): Json {
    const amount = int(form, 'amount');
    if (amount === undefined || amount < 50) {
      throw invalid(
        amount === undefined ? 'Missing required param: amount.' : 'Amount must be at least $0.50 usd',
        'amount',
        amount === undefined ? 'parameter_missing' : 'amount_too_small',
      );
    }
    const currency = str(form, 'currency');
    if (!currency) throw invalid('Missing required param: currency.', 'currency', 'parameter_missing');
    const customer = str(form, 'customer') ?? null;
    if (customer) this.customer(customer, 'customer');
    const setupFutureUsage = str(form, 'setup_future_usage') ?? null;
    if (setupFutureUsage && !customer) {
      throw invalid('A customer is required to save a payment method for future use.', 'customer');
    }
    const id = newId('pi');
    const intent: Json = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      allowed_payment_method_types: list(form, 'allowed_payment_method_types').filter(
        (v) => typeof v === 'string',
      ),
      automatic_payment_methods: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`,
      confirmation_method: 'automatic',
      created: now(),
      currency,
      customer,
      description: str(form, 'description') ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: metadataOf(form),
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
      receipt_email: null,
      setup_future_usage: setupFutureUsage,
      statement_descriptor: null,
      status: 'requires_payment_method',
    };
    this.paymentIntents.set(id, intent);
    this.emit('payment_intent.created', intent);
    const paymentMethod = str(form, 'payment_method');
    if (paymentMethod) {
      intent.payment_method = this.resolvePaymentMethod(paymentMethod).id;
      intent.status = 'requires_confirmation';
    }
    if (bool(form, 'confirm')) return this.confirmPaymentIntent(id, form, { internal: true });
    return intent;
  }

  paymentIntent(id: string): Json {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw missing('payment_intent', id);
    return intent;
  }

  /** With a publishable key only the matching client secret may read or confirm a PaymentIntent. */
  checkClientSecret(id: string, form: FormObject) {
    const intent = this.paymentIntent(id);
    if (str(form, 'client_secret') !== intent.client_secret) {
      throw invalid(
        'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
        'client_secret',
      );
    }
  }

  updatePaymentIntent(id: string, form: FormObject): Json {
    const intent = this.paymentIntent(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalid(
        `This PaymentIntent's status is ${intent.status}, so it cannot be updated.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    intent.metadata = metadataOf(form, intent.metadata as Record<string, string>);
    if (str(form, 'description') !== undefined) intent.description = str(form, 'description');
    const amount = int(form, 'amount');
    if (amount !== undefined) intent.amount = amount;
    return intent;
  }

  cancelPaymentIntent(id: string): Json {
    const intent = this.paymentIntent(id);
    if (intent.status === 'succeeded') {
      throw invalid(
        'You cannot cancel this PaymentIntent because it has a status of succeeded.',
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    intent.status = 'canceled';
    intent.canceled_at = now();
    this.emit('payment_intent.canceled', intent);
    return intent;
  }

  confirmPaymentIntent(id: string, form: FormObject, options: { internal?: boolean } = {}): Json {
    const intent = this.paymentIntent(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalid(
        `This PaymentIntent's status is ${intent.status}, so it cannot be confirmed.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    let method: (Json & { _outcome: TestCard['outcome'] }) | undefined;
    const data = obj(form, 'payment_method_data');
    const given = str(form, 'payment_method');
    if (data) method = this.paymentMethodFromData(data);
    else if (given && !options.internal) method = this.resolvePaymentMethod(given);
    else if (intent.payment_method) method = this.resolvePaymentMethod(intent.payment_method as string);
    if (!method) {
      throw invalid(
        'You cannot confirm this PaymentIntent because it\u2019s missing a payment method.',
        'payment_method',
        'payment_intent_unexpected_state',
      );
    }
    const offSession = bool(form, 'off_session') === true;
    if (offSession && method.customer !== intent.customer) {
      throw invalid(
        `The provided PaymentMethod ${method.id} does not belong to the Customer ${intent.customer ?? ''}.`,
        'payment_method',
      );
    }
    intent.payment_method = method.id;
    const charge = this.chargeOutcome(method, intent);
    if (!charge.ok) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = charge.error;
      this.emit('payment_intent.payment_failed', intent);
      this.onPaymentFailed(intent);
      throw new StripeApiError(402, {
        ...charge.error,
        payment_intent: this.publicView(structuredClone(intent)),
      });
    }
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    intent.latest_charge = newId('ch');
    if (intent.setup_future_usage && intent.customer && !method.customer) {
      method.customer = intent.customer as string;
      this.emit('payment_method.attached', method);
    }
    this.emit('payment_intent.succeeded', intent);
    this.onPaymentSucceeded(intent);
    return intent;
  }

  private chargeOutcome(method: Json & { _outcome: TestCard['outcome'] }, intent: Json): Charge {
    const outcome = method._outcome;
    if (outcome.ok) return { ok: true };
    return {
      ok: false,
      error: {
        type: 'card_error',
        code: outcome.code,
        ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
        message: outcome.message,
        charge: newId('ch'),
        doc_url: `https://stripe.com/docs/error-codes/${outcome.code.replaceAll('_', '-')}`,
        payment_method: this.publicView(structuredClone(method)),
        request_log_url: null,
        ...(intent.id ? {} : {}),
      },
    };
  }

  // ---------- subscriptions and invoices ----------

  private priceFromData(data: FormObject): Json {
    const product = str(data, 'product');
    if (!product)
      throw invalid(
        'Missing required param: items[0][price_data][product].',
        'items[0][price_data][product]',
        'parameter_missing',
      );
    this.product(product);
    const recurring = obj(data, 'recurring');
    const interval = recurring ? str(recurring, 'interval') : undefined;
    if (!interval || !['day', 'week', 'month', 'year'].includes(interval)) {
      throw invalid(
        'Missing required param: items[0][price_data][recurring][interval].',
        'items[0][price_data][recurring]',
      );
    }
    const count = (recurring && int(recurring, 'interval_count')) || 1;
    const limits: Record<string, number> = { day: 365, week: 52, month: 12, year: 1 };
    if (count > (limits[interval] ?? 1))
      throw invalid(
        'The maximum billing interval is one year.',
        'items[0][price_data][recurring][interval_count]',
      );
    const price: Json = {
      id: newId('price'),
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created: now(),
      currency: str(data, 'currency') ?? 'usd',
      livemode: false,
      metadata: {},
      product,
      recurring: { interval, interval_count: count, usage_type: 'licensed', meter: null },
      type: 'recurring',
      unit_amount: int(data, 'unit_amount') ?? 0,
    };
    this.prices.set(price.id as string, price);
    return price;
  }

  private static periodEnd(start: number, price: Json): number {
    const { interval, interval_count: count } = price.recurring as {
      interval: string;
      interval_count: number;
    };
    const date = new Date(start * 1000);
    if (interval === 'day') return start + count * DAY;
    if (interval === 'week') return start + count * 7 * DAY;
    if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + count);
    else date.setUTCFullYear(date.getUTCFullYear() + count);
    return Math.floor(date.getTime() / 1000);
  }

  createSubscription(form: FormObject): Json {
    const customer = str(form, 'customer');
    if (!customer) throw invalid('Missing required param: customer.', 'customer', 'parameter_missing');
    this.customer(customer, 'customer');
    const items = list(form, 'items');
    if (items.length === 0) throw invalid('Missing required param: items.', 'items', 'parameter_missing');
    const prices = items.map((item) => {
      const priceData = obj(item as FormObject, 'price_data');
      const priceId = str(item as FormObject, 'price');
      if (priceData) return this.priceFromData(priceData);
      if (priceId && this.prices.has(priceId)) return this.prices.get(priceId) as Json;
      throw invalid('Each item needs a price or price_data.', 'items');
    });
    const defaultPaymentMethod = str(form, 'default_payment_method') ?? null;
    if (defaultPaymentMethod) {
      const method = this.paymentMethod(defaultPaymentMethod);
      if (method.customer !== customer) {
        throw invalid(
          `The PaymentMethod ${defaultPaymentMethod} does not belong to the Customer ${customer}.`,
          'default_payment_method',
        );
      }
    }
    const start = now();
    const trialEndParam = str(form, 'trial_end');
    const trialEnd = trialEndParam === 'now' || trialEndParam === undefined ? null : Number(trialEndParam);
    if (trialEnd !== null && (!Number.isFinite(trialEnd) || trialEnd <= start)) {
      throw invalid('Invalid timestamp: must be an integer Unix timestamp in the future.', 'trial_end');
    }
    const firstPrice = prices[0] as Json;
    const periodEnd = trialEnd ?? StripeLocal.periodEnd(start, firstPrice);
    const id = newId('sub');
    const subscription: Json = {
      id,
      object: 'subscription',
      billing_cycle_anchor: periodEnd,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: 'charge_automatically',
      created: start,
      currency: firstPrice.currency,
      customer,
      default_payment_method: defaultPaymentMethod,
      description: str(form, 'description') ?? null,
      ended_at: null,
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
        data: prices.map((price) => ({
          id: newId('si'),
          object: 'subscription_item',
          created: start,
          current_period_start: start,
          current_period_end: periodEnd,
          metadata: {},
          price,
          quantity: 1,
          subscription: id,
        })),
      },
      latest_invoice: null,
      livemode: false,
      metadata: metadataOf(form),
      start_date: start,
      status: 'incomplete',
      trial_end: trialEnd,
      trial_start: trialEnd ? start : null,
    };
    this.subscriptions.set(id, subscription);
    const total = prices.reduce((sum, price) => sum + (price.unit_amount as number), 0);
    if (trialEnd) {
      // A trial: a paid $0 invoice now, billing starts at trial_end.
      subscription.status = 'trialing';
      const invoice = this.createInvoice(subscription, 0, 'subscription_create', start, periodEnd);
      this.payInvoice(invoice, null);
      this.emit('customer.subscription.created', subscription);
      this.emitInvoicePaid(invoice);
      return subscription;
    }
    const invoice = this.createInvoice(subscription, total, 'subscription_create', start, periodEnd);
    const behavior = str(form, 'payment_behavior') ?? 'allow_incomplete';
    const intent = this.createInvoicePaymentIntent(invoice, subscription);
    this.emit('customer.subscription.created', subscription);
    if (behavior === 'default_incomplete' || !defaultPaymentMethod) return subscription;
    try {
      this.confirmPaymentIntent(
        intent.id as string,
        { payment_method: defaultPaymentMethod, off_session: 'true' },
        {},
      );
    } catch (error) {
      if (behavior === 'error_if_incomplete') throw error;
    }
    return subscription;
  }

  subscription(id: string): Json {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw missing('subscription', id);
    return subscription;
  }

  cancelSubscription(id: string): Json {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') {
      throw invalid(
        `A canceled subscription can only update its cancellation_details and metadata.`,
        undefined,
        'resource_missing',
      );
    }
    subscription.status = 'canceled';
    subscription.canceled_at = now();
    subscription.ended_at = now();
    this.emit('customer.subscription.deleted', subscription);
    return subscription;
  }

  private createInvoice(
    subscription: Json,
    amount: number,
    reason: string,
    start: number,
    end: number,
  ): Json {
    const id = newId('in');
    const items = (subscription.items as { data: Json[] }).data;
    const invoice: Json = {
      id,
      object: 'invoice',
      amount_due: amount,
      amount_overpaid: 0,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 0,
      attempted: false,
      auto_advance: true,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      confirmation_secret: null,
      created: now(),
      currency: subscription.currency,
      customer: subscription.customer,
      default_payment_method: null,
      description: null,
      lines: {
        object: 'list',
        has_more: false,
        url: `/v1/invoices/${id}/lines`,
        data: items.map((item) => ({
          id: newId('il'),
          object: 'line_item',
          amount: amount === 0 ? 0 : (item.price as Json).unit_amount,
          currency: subscription.currency,
          description: `1 × ${(this.products.get((item.price as Json).product as string)?.name as string) ?? 'item'}`,
          period: { start, end },
          quantity: 1,
          pricing: {
            type: 'price_details',
            price_details: { price: (item.price as Json).id, product: (item.price as Json).product },
          },
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: { subscription: subscription.id, subscription_item: item.id },
          },
        })),
      },
      livemode: false,
      metadata: {},
      number: `LOCAL-${this.invoices.size + 1}`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: {
          subscription: subscription.id,
          metadata: { ...(subscription.metadata as Json) },
        },
      },
      payments: { object: 'list', has_more: false, url: `/v1/invoice_payments?invoice=${id}`, data: [] },
      period_start: start,
      period_end: end,
      status: 'open',
      status_transitions: {
        finalized_at: now(),
        paid_at: null,
        voided_at: null,
        marked_uncollectible_at: null,
      },
      subtotal: amount,
      total: amount,
    };
    this.invoices.set(id, invoice);
    subscription.latest_invoice = id;
    this.emit('invoice.created', invoice);
    this.emit('invoice.finalized', invoice);
    return invoice;
  }

  private createInvoicePaymentIntent(invoice: Json, subscription: Json): Json {
    const intent = this.createPaymentIntent({
      amount: String(invoice.amount_due),
      currency: String(invoice.currency),
      customer: String(subscription.customer),
      description: 'Subscription update',
    });
    intent.setup_future_usage = 'off_session';
    intent._invoice = invoice.id as string;
    invoice.confirmation_secret = { client_secret: intent.client_secret, type: 'payment_intent' };
    (invoice.payments as { data: Json[] }).data.push({
      id: newId('inpay'),
      object: 'invoice_payment',
      amount_paid: null,
      amount_requested: invoice.amount_due,
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: intent.id },
      status: 'open',
      status_transitions: { canceled_at: null, paid_at: null },
    });
    return intent;
  }

  private payInvoice(invoice: Json, intent: Json | null) {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.attempted = true;
    invoice.attempt_count = (invoice.attempt_count as number) + 1;
    (invoice.status_transitions as Json).paid_at = now();
    for (const payment of (invoice.payments as { data: Json[] }).data) {
      if ((payment.payment as Json).payment_intent === intent?.id) {
        payment.status = 'paid';
        payment.amount_paid = invoice.amount_due;
        (payment.status_transitions as Json).paid_at = now();
      }
    }
  }

  private emitInvoicePaid(invoice: Json) {
    this.emit('invoice.paid', invoice);
    this.emit('invoice.payment_succeeded', invoice);
  }

  /** An invoice's PaymentIntent succeeded: the invoice is paid and the subscription active. */
  private onPaymentSucceeded(intent: Json) {
    const invoiceId = (intent as Json & { _invoice?: string })._invoice;
    const invoice = invoiceId ? this.invoices.get(invoiceId) : undefined;
    if (!invoice) return;
    this.payInvoice(invoice, intent);
    const subscriptionId = ((invoice.parent as Json).subscription_details as Json).subscription as string;
    const subscription = this.subscriptions.get(subscriptionId);
    if (subscription && subscription.status !== 'active' && subscription.status !== 'canceled') {
      subscription.status = 'active';
      if (!subscription.default_payment_method) subscription.default_payment_method = intent.payment_method;
      this.emit('customer.subscription.updated', subscription, { status: 'incomplete' });
    }
    this.emitInvoicePaid(invoice);
  }

  private onPaymentFailed(intent: Json) {
    const invoiceId = (intent as Json & { _invoice?: string })._invoice;
    const invoice = invoiceId ? this.invoices.get(invoiceId) : undefined;
    if (!invoice) return;
    invoice.attempted = true;
    invoice.attempt_count = (invoice.attempt_count as number) + 1;
    this.emit('invoice.payment_failed', invoice);
    const subscriptionId = ((invoice.parent as Json).subscription_details as Json).subscription as string;
    const subscription = this.subscriptions.get(subscriptionId);
    if (
      subscription &&
      invoice.billing_reason === 'subscription_cycle' &&
      subscription.status !== 'canceled'
    ) {
      subscription.status = 'past_due';
      this.emit('customer.subscription.updated', subscription, { status: 'active' });
    }
  }

  invoice(id: string): Json {
    const invoice = this.invoices.get(id);
    if (!invoice) throw missing('invoice', id);
    return invoice;
  }

  /**
   * Local test helper (not in Stripe's API): the end of a billing period, now. The subscription bills its next cycle
   * with its default payment method off-session, like Stripe at `current_period_end`: `invoice.paid` on success,
   * `invoice.payment_failed` on a decline. Stripe's own tool for this is a test clock.
   */
  renewSubscription(id: string): Json {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') throw invalid('This subscription is canceled.');
    const items = (subscription.items as { data: Json[] }).data;
    const start = Math.max(now(), (items[0]?.current_period_end as number) ?? now());
    const end = StripeLocal.periodEnd(start, items[0]?.price as Json);
    for (const item of items) {
      item.current_period_start = start;
      item.current_period_end = end;
    }
    if (subscription.status === 'trialing') subscription.status = 'active';
    const total = items.reduce((sum, item) => sum + ((item.price as Json).unit_amount as number), 0);
    const invoice = this.createInvoice(subscription, total, 'subscription_cycle', start, end);
    const intent = this.createInvoicePaymentIntent(invoice, subscription);
    const method =
      (subscription.default_payment_method as string | null) ??
      ((this.customer(subscription.customer as string).invoice_settings as Json).default_payment_method as
        | string
        | null);
    if (!method) {
      this.onPaymentFailed(intent);
      return this.invoice(invoice.id as string);
    }
    try {
      this.confirmPaymentIntent(intent.id as string, { payment_method: method, off_session: 'true' });
    } catch {
      // The failure is in the invoice and its events.
    }
    return this.invoice(invoice.id as string);
  }

  // ---------- reading ----------

  /** Strips internal fields (`_…`) and expands the given dotted paths (`expand[]=latest_invoice.payments`). */
  publicView<T>(value: T, expand: string[] = []): T {
    if (Array.isArray(value)) return value.map((item) => this.publicView(item)) as T;
    if (!value || typeof value !== 'object') return value;
    const copy: Json = {};
    for (const [key, field] of Object.entries(value as Json)) {
      if (!key.startsWith('_')) copy[key] = this.publicView(field);
    }
    for (const path of expand) this.expandPath(copy, path.split('.'));
    return copy as T;
  }

  private lookup(id: string): Json | undefined {
    const prefix = id.split('_')[0];
    const maps: Record<string, Map<string, Json>> = {
      cus: this.customers,
      pm: this.paymentMethods,
      pi: this.paymentIntents,
      sub: this.subscriptions,
      in: this.invoices,
      price: this.prices,
    };
    return prefix === 'prod' || !maps[prefix ?? ''] ? this.products.get(id) : maps[prefix as string]?.get(id);
  }

  private expandPath(target: Json, path: string[]) {
    const [head, ...rest] = path;
    if (!head) return;
    let value = target[head];
    if (typeof value === 'string') {
      const found = this.lookup(value);
      if (found) value = this.publicView(structuredClone(found));
      target[head] = value;
    }
    if (value && typeof value === 'object' && rest.length > 0) {
      if ((value as Json).object === 'list') {
        for (const item of (value as { data: Json[] }).data) this.expandPath(item, rest);
      } else this.expandPath(value as Json, rest);
    }
  }
}

/** The `expand` parameter as a list of dotted paths. */
export function expandOf(form: FormObject): string[] {
  return list(form, 'expand').filter((value: FormValue): value is string => typeof value === 'string');
}
