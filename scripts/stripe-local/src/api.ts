import { createCustomer, createProduct, preloadCustomer, updateCustomer } from './customers';
import type { FormObject } from './form';
import { listInvoicePayments, onPaymentFailed, onPaymentSucceeded } from './invoices';
import {
  cancelPaymentIntent,
  checkClientSecret,
  confirmPaymentIntent,
  createPaymentIntent,
  updatePaymentIntent,
} from './payment-intents';
import { attachPaymentMethod, detachPaymentMethod } from './payment-methods';
import { type Json, Store, type StripeLocalListener } from './store';
import {
  cancelSubscription,
  createSubscription,
  listSubscriptions,
  renewSubscription,
} from './subscriptions';

export { API_VERSION, expandOf, StripeApiError, type StripeLocalListener } from './store';

/**
 * The in-memory Stripe the local server answers from (index.ts): one object per server, whose methods are the API
 * calls the product makes. The objects live in store.ts, each kind's operations in its own file.
 */
export class StripeLocal {
  private readonly store: Store;

  constructor(onEvent: StripeLocalListener) {
    this.store = new Store(onEvent);
    // An invoice follows its PaymentIntent's outcome (invoices.ts).
    this.store.afterPayment = {
      succeeded: (intent) => onPaymentSucceeded(this.store, intent),
      failed: (intent) => onPaymentFailed(this.store, intent),
    };
  }

  get events() {
    return this.store.events;
  }

  listEvents = (query: FormObject): Json => this.store.listEvents(query);
  retrieveEvent = (id: string): Json => this.store.retrieveEvent(id);

  createCustomer = (form: FormObject) => createCustomer(this.store, form);
  preloadCustomer = (fixture: Parameters<typeof preloadCustomer>[1]) => preloadCustomer(this.store, fixture);
  customer = (id: string, param?: string) => this.store.customer(id, param);
  updateCustomer = (id: string, form: FormObject) => updateCustomer(this.store, id, form);
  createProduct = (form: FormObject) => createProduct(this.store, form);
  product = (id: string) => this.store.product(id);

  paymentMethod = (id: string) => this.store.paymentMethod(id);
  attachPaymentMethod = (id: string, form: FormObject) => attachPaymentMethod(this.store, id, form);
  detachPaymentMethod = (id: string) => detachPaymentMethod(this.store, id);

  createPaymentIntent = (form: FormObject) => createPaymentIntent(this.store, form);
  paymentIntent = (id: string) => this.store.paymentIntent(id);
  checkClientSecret = (id: string, form: FormObject) => checkClientSecret(this.store, id, form);
  updatePaymentIntent = (id: string, form: FormObject) => updatePaymentIntent(this.store, id, form);
  cancelPaymentIntent = (id: string) => cancelPaymentIntent(this.store, id);
  confirmPaymentIntent = (id: string, form: FormObject, options?: { internal?: boolean }) =>
    confirmPaymentIntent(this.store, id, form, options);

  createSubscription = (form: FormObject) => createSubscription(this.store, form);
  subscription = (id: string) => this.store.subscription(id);
  listSubscriptions = (query: FormObject) => listSubscriptions(this.store, query);
  cancelSubscription = (id: string) => cancelSubscription(this.store, id);
  invoice = (id: string) => this.store.invoice(id);
  listInvoicePayments = (query: FormObject) => listInvoicePayments(this.store, query);
  renewSubscription = (id: string) => renewSubscription(this.store, id);

  /** Strips internal fields (`_…`) and expands the given dotted paths (`expand[]=latest_invoice.payments`). */
  publicView<T>(value: T, expand: string[] = []): T {
    return this.store.publicView(value, expand);
  }
}
