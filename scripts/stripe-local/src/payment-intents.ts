import { randomBytes } from 'node:crypto';
import { bool, type FormObject, int, list, metadataOf, obj, str } from './form';
import { paymentMethodFromData, resolvePaymentMethod } from './payment-methods';
import { invalid, type Json, newId, now, type PaymentMethod, type Store, StripeApiError } from './store';

// PaymentIntents: create, confirm (the card decides the outcome), update, cancel
// (https://docs.stripe.com/api/payment_intents).

/** What a charge of a card does, decided by the card (or a test PaymentMethod). */
type Charge = { ok: true } | { ok: false; error: Json };

export function createPaymentIntent(store: Store, form: FormObject): Json {
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
  if (customer) store.customer(customer, 'customer');
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
  store.paymentIntents.set(id, intent);
  store.emit('payment_intent.created', intent);
  const paymentMethod = str(form, 'payment_method');
  if (paymentMethod) {
    intent.payment_method = resolvePaymentMethod(store, paymentMethod).id;
    intent.status = 'requires_confirmation';
  }
  if (bool(form, 'confirm')) return confirmPaymentIntent(store, id, form, { internal: true });
  return intent;
}

/** With a publishable key only the matching client secret may read or confirm a PaymentIntent. */
export function checkClientSecret(store: Store, id: string, form: FormObject) {
  const intent = store.paymentIntent(id);
  if (str(form, 'client_secret') !== intent.client_secret) {
    throw invalid(
      'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
      'client_secret',
    );
  }
}

export function updatePaymentIntent(store: Store, id: string, form: FormObject): Json {
  const intent = store.paymentIntent(id);
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

export function cancelPaymentIntent(store: Store, id: string): Json {
  const intent = store.paymentIntent(id);
  if (intent.status === 'succeeded') {
    throw invalid(
      'You cannot cancel this PaymentIntent because it has a status of succeeded.',
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  intent.status = 'canceled';
  intent.canceled_at = now();
  store.emit('payment_intent.canceled', intent);
  return intent;
}

export function confirmPaymentIntent(
  store: Store,
  id: string,
  form: FormObject,
  options: { internal?: boolean } = {},
): Json {
  const intent = store.paymentIntent(id);
  if (intent.status === 'succeeded' || intent.status === 'canceled') {
    throw invalid(
      `This PaymentIntent's status is ${intent.status}, so it cannot be confirmed.`,
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  let method: PaymentMethod | undefined;
  const data = obj(form, 'payment_method_data');
  const given = str(form, 'payment_method');
  if (data) method = paymentMethodFromData(store, data);
  else if (given && !options.internal) method = resolvePaymentMethod(store, given);
  else if (intent.payment_method) method = resolvePaymentMethod(store, intent.payment_method as string);
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
  const charge = chargeOutcome(store, method, intent);
  if (!charge.ok) {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = charge.error;
    store.emit('payment_intent.payment_failed', intent);
    store.afterPayment.failed(intent);
    throw new StripeApiError(402, {
      ...charge.error,
      payment_intent: store.publicView(structuredClone(intent)),
    });
  }
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.last_payment_error = null;
  intent.latest_charge = newId('ch');
  if (intent.setup_future_usage && intent.customer && !method.customer) {
    method.customer = intent.customer as string;
    store.emit('payment_method.attached', method);
  }
  store.emit('payment_intent.succeeded', intent);
  store.afterPayment.succeeded(intent);
  return intent;
}

function chargeOutcome(store: Store, method: PaymentMethod, intent: Json): Charge {
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
      payment_method: store.publicView(structuredClone(method)),
      request_log_url: null,
      ...(intent.id ? {} : {}),
    },
  };
}
