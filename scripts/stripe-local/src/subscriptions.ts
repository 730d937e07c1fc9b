import { type FormObject, int, list, metadataOf, obj, str } from './form';
import {
  createInvoice,
  createInvoicePaymentIntent,
  emitInvoicePaid,
  onPaymentFailed,
  payInvoice,
} from './invoices';
import { confirmPaymentIntent } from './payment-intents';
import { DAY, invalid, type Json, missing, newId, now, type Store } from './store';

// Subscriptions with `price_data`, trials, their list, cancellation and the local renewal helper
// (https://docs.stripe.com/api/subscriptions).

function priceFromData(store: Store, data: FormObject): Json {
  const product = str(data, 'product');
  if (!product)
    throw invalid(
      'Missing required param: items[0][price_data][product].',
      'items[0][price_data][product]',
      'parameter_missing',
    );
  store.product(product);
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
  store.prices.set(price.id as string, price);
  return price;
}

function periodEndOf(start: number, price: Json): number {
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

export function createSubscription(store: Store, form: FormObject): Json {
  const customer = str(form, 'customer');
  if (!customer) throw invalid('Missing required param: customer.', 'customer', 'parameter_missing');
  store.customer(customer, 'customer');
  const items = list(form, 'items');
  if (items.length === 0) throw invalid('Missing required param: items.', 'items', 'parameter_missing');
  const prices = items.map((item) => {
    const priceData = obj(item as FormObject, 'price_data');
    const priceId = str(item as FormObject, 'price');
    if (priceData) return priceFromData(store, priceData);
    if (priceId && store.prices.has(priceId)) return store.prices.get(priceId) as Json;
    throw invalid('Each item needs a price or price_data.', 'items');
  });
  const defaultPaymentMethod = str(form, 'default_payment_method') ?? null;
  if (defaultPaymentMethod) {
    const method = store.paymentMethod(defaultPaymentMethod);
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
  const periodEnd = trialEnd ?? periodEndOf(start, firstPrice);
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
  store.subscriptions.set(id, subscription);
  const total = prices.reduce((sum, price) => sum + (price.unit_amount as number), 0);
  if (trialEnd) {
    // A trial: a paid $0 invoice now, billing starts at trial_end.
    subscription.status = 'trialing';
    const invoice = createInvoice(store, subscription, 0, 'subscription_create', start, periodEnd);
    payInvoice(invoice, null);
    store.emit('customer.subscription.created', subscription);
    emitInvoicePaid(store, invoice);
    return subscription;
  }
  const invoice = createInvoice(store, subscription, total, 'subscription_create', start, periodEnd);
  const behavior = str(form, 'payment_behavior') ?? 'allow_incomplete';
  const intent = createInvoicePaymentIntent(store, invoice, subscription);
  store.emit('customer.subscription.created', subscription);
  if (behavior === 'default_incomplete' || !defaultPaymentMethod) return subscription;
  try {
    confirmPaymentIntent(
      store,
      intent.id as string,
      { payment_method: defaultPaymentMethod, off_session: 'true' },
      {},
    );
  } catch (error) {
    if (behavior === 'error_if_incomplete') throw error;
  }
  return subscription;
}

/**
 * GET /v1/subscriptions (https://docs.stripe.com/api/subscriptions/list): newest first, of one `customer` if given;
 * without `status` those not canceled, `status=all` every one, else those of that status; `limit` (10 unless given, at
 * most 100) from after `starting_after`.
 */
export function listSubscriptions(store: Store, query: FormObject): Json {
  const customer = str(query, 'customer');
  const status = str(query, 'status');
  const limit = Math.min(int(query, 'limit') ?? 10, 100);
  const matching = [...store.subscriptions.values()]
    .reverse()
    .filter((subscription) => !customer || subscription.customer === customer)
    .filter((subscription) =>
      status === 'all' ? true : status ? subscription.status === status : subscription.status !== 'canceled',
    );
  const after = str(query, 'starting_after');
  const cursor = after ? matching.findIndex((subscription) => subscription.id === after) : -1;
  if (after && cursor === -1) throw missing('subscription', after, 'starting_after');
  const page = matching.slice(cursor + 1);
  return {
    object: 'list',
    url: '/v1/subscriptions',
    has_more: page.length > limit,
    data: page.slice(0, limit),
  };
}

export function cancelSubscription(store: Store, id: string): Json {
  const subscription = store.subscription(id);
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
  store.emit('customer.subscription.deleted', subscription);
  return subscription;
}

/**
 * Local test helper (not in Stripe's API): the end of a billing period, now. The subscription bills its next cycle
 * with its default payment method off-session, like Stripe at `current_period_end`: `invoice.paid` on success,
 * `invoice.payment_failed` on a decline. Stripe's own tool for this is a test clock.
 */
export function renewSubscription(store: Store, id: string): Json {
  const subscription = store.subscription(id);
  if (subscription.status === 'canceled') throw invalid('This subscription is canceled.');
  const items = (subscription.items as { data: Json[] }).data;
  const start = Math.max(now(), (items[0]?.current_period_end as number) ?? now());
  const end = periodEndOf(start, items[0]?.price as Json);
  for (const item of items) {
    item.current_period_start = start;
    item.current_period_end = end;
  }
  if (subscription.status === 'trialing') subscription.status = 'active';
  const total = items.reduce((sum, item) => sum + ((item.price as Json).unit_amount as number), 0);
  const invoice = createInvoice(store, subscription, total, 'subscription_cycle', start, end);
  const intent = createInvoicePaymentIntent(store, invoice, subscription);
  const method =
    (subscription.default_payment_method as string | null) ??
    ((store.customer(subscription.customer as string).invoice_settings as Json).default_payment_method as
      | string
      | null);
  if (!method) {
    onPaymentFailed(store, intent);
    return store.invoice(invoice.id as string);
  }
  try {
    confirmPaymentIntent(store, intent.id as string, { payment_method: method, off_session: 'true' });
  } catch {
    // The failure is in the invoice and its events.
  }
  return store.invoice(invoice.id as string);
}
