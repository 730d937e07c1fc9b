import { env } from 'cloudflare:workers';
import { call } from './http';

// The local Stripe server of the API tests (test/stripe-global-setup.ts). Its webhook delivery is off: tests read
// the events it emitted and deliver them to the Worker themselves, signed as Stripe signs them.

export const stripeUrl = () => `http://localhost:${env.STRIPE_API_PORT}`;

type StripeEvent = {
  id: string;
  type: string;
  data: { object: { id: string; [key: string]: unknown } };
};

async function stripeApi<T>(
  path: string,
  init: { method?: string; body?: Record<string, string>; key?: string } = {},
) {
  const response = await fetch(`${stripeUrl()}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      authorization: `Bearer ${init.key ?? env.STRIPE_SECRET_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: init.body ? new URLSearchParams(init.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Reads a PaymentIntent as the server knows it. */
export const retrievePaymentIntent = (id: string) =>
  stripeApi<{
    id: string;
    amount: number;
    status: string;
    customer: string | null;
    payment_method: string | null;
    setup_future_usage: string | null;
    metadata: Record<string, string>;
  }>(`/v1/payment_intents/${id}`).then((result) => result.body);

/** Confirms with the card form's data and the publishable key, as the Stripe.js stand-in does in the browser. */
export function payWithCard(clientSecret: string, cardNumber = '4242424242424242') {
  const id = clientSecret.split('_secret_')[0] as string;
  return stripeApi<{ id: string; status: string; error?: { type: string; code: string; message: string } }>(
    `/v1/payment_intents/${id}/confirm`,
    {
      key: env.STRIPE_PUBLISHABLE_KEY,
      body: {
        client_secret: clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': cardNumber,
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 2),
        'payment_method_data[card][cvc]': '123',
      },
    },
  );
}

/** The events about one object (a PaymentIntent, an invoice, a subscription), oldest first. */
export async function eventsAbout(objectId: string, type?: string): Promise<StripeEvent[]> {
  const query = new URLSearchParams({ limit: '100', ...(type ? { type } : {}) });
  const { body } = await stripeApi<{ data: StripeEvent[] }>(`/v1/events?${query}`);
  return body.data.filter((event) => event.data.object.id === objectId).reverse();
}

/** The events whose object belongs to a subscription's invoices or to the subscription itself. */
export async function eventsOfType(type: string): Promise<StripeEvent[]> {
  const { body } = await stripeApi<{ data: StripeEvent[] }>(
    `/v1/events?${new URLSearchParams({ limit: '100', type })}`,
  );
  return body.data.reverse();
}

/** The PaymentIntent that paid the invoice of an invoice event, as the local Stripe lists it in its `payments`. */
export function invoiceIntentOf(event: StripeEvent | undefined): string | undefined {
  const invoice = event?.data.object as
    | { payments?: { data: { payment: { payment_intent?: string } }[] } }
    | undefined;
  return invoice?.payments?.data[0]?.payment.payment_intent;
}

/** Bills a subscription's next cycle now (the local server's stand-in for a test clock); answers the invoice. */
export const renewSubscription = (id: string) =>
  stripeApi<{ id: string; status: string; amount_paid: number }>(`/_local/subscriptions/${id}/renew`, {
    body: {},
  }).then((result) => result.body);

type Subscription = {
  id: string;
  status: string;
  trial_end: number | null;
  default_payment_method: string;
  metadata: Record<string, string>;
  items: { data: { price: { unit_amount: number } }[] };
};

export const retrieveSubscription = (id: string) =>
  stripeApi<Subscription>(`/v1/subscriptions/${id}`).then((result) => result.body);

/** Every subscription of a customer the server holds, canceled ones too, newest first. */
export const subscriptionsOf = (customerId: string) =>
  stripeApi<{ data: Subscription[] }>(
    `/v1/subscriptions?${new URLSearchParams({ customer: customerId, status: 'all', limit: '100' })}`,
  ).then((result) => result.body.data);

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `Stripe-Signature` of a payload: `t=…,v1=<hex HMAC-SHA256 of "t.payload">`. */
export async function signatureFor(
  payload: string,
  secret = env.STRIPE_WEBHOOK_SECRET ?? '',
  timestamp = Math.floor(Date.now() / 1000),
) {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${payload}`)}`;
}

/** Delivers an event to POST /api/stripe/webhook as Stripe would (signed with the webhook secret unless told). */
export async function deliver(event: unknown, options: { signature?: string; secret?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature = options.signature ?? (await signatureFor(payload, options.secret));
  return call('/api/stripe/webhook', {
    body: payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}

let forged = 0;

/**
 * An event of `type` in Stripe's envelope about an object that never existed at the server (`object` makes it from
 * a fresh suffix), to deliver (signed) as Stripe would: what a webhook must survive.
 */
function forgedEvent(type: string, object: (suffix: string) => Record<string, unknown>) {
  forged += 1;
  const suffix = `${Date.now().toString(36)}${forged}`;
  return {
    id: `evt_test_${suffix}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: object(suffix) },
  };
}

/**
 * A `payment_intent.succeeded` event for a PaymentIntent that never existed at the server: e.g. metadata naming an
 * unknown offer or inmate.
 */
export const paymentSucceededEvent = (input: {
  amountCents: number;
  metadata: Record<string, string>;
  paymentMethod?: string | null;
}) =>
  forgedEvent('payment_intent.succeeded', (suffix) => ({
    id: `pi_test_${suffix}`,
    object: 'payment_intent',
    status: 'succeeded',
    amount: input.amountCents,
    amount_received: input.amountCents,
    currency: 'usd',
    customer: null,
    payment_method: input.paymentMethod ?? null,
    metadata: input.metadata,
  }));

/** The metadata our server writes into an offers PaymentIntent (payments/order.ts). */
export const offersMetadata = (
  inmateId: number,
  offerIds: (number | string)[],
  flags: { automatic?: boolean } = {},
) => ({
  kind: 'offers',
  inmateId: String(inmateId),
  offers: offerIds.join(','),
  recurring: String(Boolean(flags.automatic)),
  automatic: String(Boolean(flags.automatic)),
});

/**
 * An `invoice.payment_failed` event: a subscription's renewal charge that did not go through (a declined or expired
 * card), which Stripe sends at each failed attempt.
 */
export const invoicePaymentFailedEvent = (input: {
  subscriptionId: string;
  invoiceId?: string;
  billingReason?: string;
  attemptCount?: number;
}) =>
  forgedEvent('invoice.payment_failed', (suffix) => ({
    id: input.invoiceId ?? `in_test_${suffix}`,
    object: 'invoice',
    status: 'open',
    billing_reason: input.billingReason ?? 'subscription_cycle',
    amount_paid: 0,
    amount_due: 1999,
    attempt_count: input.attemptCount ?? 1,
    parent: { subscription_details: { subscription: input.subscriptionId } },
  }));

/**
 * A `charge.refunded` event: Stripe refunded `refundedCents` of a charge of `amountCents` (all of it: the charge is
 * fully refunded), e.g. from its dashboard. `amount_refunded` is the charge's total refunded so far.
 */
export const chargeRefundedEvent = (input: {
  paymentIntentId: string | null;
  amountCents: number;
  refundedCents?: number;
}) =>
  forgedEvent('charge.refunded', (suffix) => {
    const refundedCents = input.refundedCents ?? input.amountCents;
    return {
      id: `ch_test_${suffix}`,
      object: 'charge',
      status: 'succeeded',
      amount: input.amountCents,
      amount_captured: input.amountCents,
      amount_refunded: refundedCents,
      refunded: refundedCents >= input.amountCents,
      currency: 'usd',
      payment_intent: input.paymentIntentId,
    };
  });

/** A `charge.dispute.closed` event: the bank's dispute of a charge ended `won`, `lost` or `warning_closed`. */
export const disputeClosedEvent = (input: {
  paymentIntentId: string | null;
  amountCents: number;
  status: 'won' | 'lost' | 'warning_closed';
}) =>
  forgedEvent('charge.dispute.closed', (suffix) => ({
    id: `dp_test_${suffix}`,
    object: 'dispute',
    amount: input.amountCents,
    currency: 'usd',
    charge: `ch_test_${suffix}`,
    payment_intent: input.paymentIntentId,
    reason: 'fraudulent',
    status: input.status,
  }));
