import { cardForNumber, TEST_PAYMENT_METHODS, type TestCard } from './cards';
import { type FormObject, int, obj, str } from './form';
import {
  invalid,
  type Json,
  missing,
  newId,
  now,
  type PaymentMethod,
  type Store,
  StripeApiError,
} from './store';

// Card PaymentMethods, from the test cards of cards.ts (https://docs.stripe.com/api/payment_methods).

export function createPaymentMethodFromCard(
  store: Store,
  card: TestCard,
  expMonth: number,
  expYear: number,
): Json {
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
  store.paymentMethods.set(method.id, method);
  return method;
}

/** A `pm_card_…` test id makes a new PaymentMethod each time it is used, as in Stripe. */
export function resolvePaymentMethod(store: Store, id: string): PaymentMethod {
  const testNumber = TEST_PAYMENT_METHODS[id];
  if (testNumber) {
    const card = cardForNumber(testNumber) as TestCard;
    const year = new Date().getUTCFullYear() + 3;
    return createPaymentMethodFromCard(store, card, 12, year) as PaymentMethod;
  }
  const method = store.paymentMethods.get(id);
  if (!method) throw missing('payment_method', id);
  return method;
}

export function paymentMethodFromData(store: Store, data: FormObject): PaymentMethod {
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
  return createPaymentMethodFromCard(store, testCard, expMonth, expYear) as Json & {
    _outcome: TestCard['outcome'];
  };
}

export function attachPaymentMethod(store: Store, id: string, form: FormObject): Json {
  const method = store.paymentMethod(id);
  const customer = str(form, 'customer');
  if (!customer) throw invalid('Missing required param: customer.', 'customer', 'parameter_missing');
  store.customer(customer, 'customer');
  method.customer = customer;
  store.emit('payment_method.attached', method);
  return method;
}

export function detachPaymentMethod(store: Store, id: string): Json {
  const method = store.paymentMethod(id);
  if (!method.customer) {
    throw invalid(
      `The payment method you provided is not attached to a customer so detachment is impossible.`,
    );
  }
  method.customer = null;
  for (const customer of store.customers.values()) {
    const settings = customer.invoice_settings as Json;
    if (settings.default_payment_method === id) settings.default_payment_method = null;
  }
  store.emit('payment_method.detached', method);
  return method;
}
