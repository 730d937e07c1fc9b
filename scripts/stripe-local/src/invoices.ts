import { type FormObject, int, obj, str } from './form';
import { createPaymentIntent } from './payment-intents';
import { type Json, newId, now, type Store } from './store';

// The invoices of subscriptions and their PaymentIntents (https://docs.stripe.com/api/invoices).

export function createInvoice(
  store: Store,
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
        description: `1 × ${(store.products.get((item.price as Json).product as string)?.name as string) ?? 'item'}`,
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
    number: `LOCAL-${store.invoices.size + 1}`,
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
  store.invoices.set(id, invoice);
  subscription.latest_invoice = id;
  store.emit('invoice.created', invoice);
  store.emit('invoice.finalized', invoice);
  return invoice;
}

export function createInvoicePaymentIntent(store: Store, invoice: Json, subscription: Json): Json {
  const intent = createPaymentIntent(store, {
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

export function payInvoice(invoice: Json, intent: Json | null) {
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

export function emitInvoicePaid(store: Store, invoice: Json) {
  store.emit('invoice.paid', invoice);
  store.emit('invoice.payment_succeeded', invoice);
}

/** An invoice's PaymentIntent succeeded: the invoice is paid and the subscription active. */
export function onPaymentSucceeded(store: Store, intent: Json) {
  const invoiceId = (intent as Json & { _invoice?: string })._invoice;
  const invoice = invoiceId ? store.invoices.get(invoiceId) : undefined;
  if (!invoice) return;
  payInvoice(invoice, intent);
  const subscriptionId = ((invoice.parent as Json).subscription_details as Json).subscription as string;
  const subscription = store.subscriptions.get(subscriptionId);
  if (subscription && subscription.status !== 'active' && subscription.status !== 'canceled') {
    subscription.status = 'active';
    if (!subscription.default_payment_method) subscription.default_payment_method = intent.payment_method;
    store.emit('customer.subscription.updated', subscription, { status: 'incomplete' });
  }
  emitInvoicePaid(store, invoice);
}

export function onPaymentFailed(store: Store, intent: Json) {
  const invoiceId = (intent as Json & { _invoice?: string })._invoice;
  const invoice = invoiceId ? store.invoices.get(invoiceId) : undefined;
  if (!invoice) return;
  invoice.attempted = true;
  invoice.attempt_count = (invoice.attempt_count as number) + 1;
  store.emit('invoice.payment_failed', invoice);
  const subscriptionId = ((invoice.parent as Json).subscription_details as Json).subscription as string;
  const subscription = store.subscriptions.get(subscriptionId);
  if (subscription && invoice.billing_reason === 'subscription_cycle' && subscription.status !== 'canceled') {
    subscription.status = 'past_due';
    store.emit('customer.subscription.updated', subscription, { status: 'active' });
  }
}

/**
 * GET /v1/invoice_payments (https://docs.stripe.com/api/invoice-payment/list): the payments of one invoice
 * (`invoice`), or the invoice payments of one PaymentIntent (`payment[type]=payment_intent&payment[payment_intent]`).
 */
export function listInvoicePayments(store: Store, query: FormObject): Json {
  const invoiceId = str(query, 'invoice');
  const payment = obj(query, 'payment');
  const intentId = payment ? str(payment, 'payment_intent') : undefined;
  const limit = Math.min(int(query, 'limit') ?? 10, 100);
  const matching = [...store.invoices.values()]
    .flatMap((invoice) => (invoice.payments as { data: Json[] }).data)
    .filter((entry) => !invoiceId || entry.invoice === invoiceId)
    .filter((entry) => !intentId || (entry.payment as Json).payment_intent === intentId);
  return {
    object: 'list',
    url: '/v1/invoice_payments',
    has_more: matching.length > limit,
    data: matching.slice(0, limit),
  };
}
