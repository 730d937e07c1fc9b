import { cardForNumber, type TestCard } from './cards';
import { type FormObject, metadataOf, obj, str } from './form';
import { createPaymentMethodFromCard } from './payment-methods';
import { invalid, type Json, newId, now, type PaymentMethod, type Store } from './store';

// Customers and products (https://docs.stripe.com/api/customers, /api/products).

export function createCustomer(store: Store, form: FormObject): Json {
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
  store.customers.set(customer.id as string, customer);
  store.emit('customer.created', customer);
  return customer;
}

/**
 * A customer with a card already on file, under fixed ids: the local server's copy of the demo data's Stripe objects
 * (the demo inmate's card on file), so card-on-file charges of the demo work locally.
 */
export function preloadCustomer(
  store: Store,
  fixture: {
    customerId: string;
    paymentMethodId: string;
    email?: string;
    cardNumber?: string;
  },
) {
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
  store.customers.set(fixture.customerId, customer);
  const card = cardForNumber(fixture.cardNumber ?? '4242424242424242') as TestCard;
  const method = createPaymentMethodFromCard(store, card, 12, new Date().getUTCFullYear() + 3);
  store.paymentMethods.delete(method.id as string);
  method.id = fixture.paymentMethodId;
  method.customer = fixture.customerId;
  store.paymentMethods.set(fixture.paymentMethodId, method as PaymentMethod);
}

export function updateCustomer(store: Store, id: string, form: FormObject): Json {
  const customer = store.customer(id);
  if (str(form, 'email') !== undefined) customer.email = str(form, 'email');
  if (str(form, 'name') !== undefined) customer.name = str(form, 'name');
  customer.metadata = metadataOf(form, customer.metadata as Record<string, string>);
  const settings = obj(form, 'invoice_settings');
  if (settings && typeof settings.default_payment_method === 'string') {
    (customer.invoice_settings as Json).default_payment_method = settings.default_payment_method || null;
  }
  store.emit('customer.updated', customer);
  return customer;
}

export function createProduct(store: Store, form: FormObject): Json {
  const id = str(form, 'id') ?? newId('prod');
  if (store.products.has(id)) throw invalid(`Product already exists.`, 'id', 'resource_already_exists');
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
  store.products.set(id, product);
  return product;
}
