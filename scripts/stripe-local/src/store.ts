import { randomBytes } from 'node:crypto';
import type { TestCard } from './cards';
import { type FormObject, type FormValue, int, list, str } from './form';

// The in-memory Stripe of the local server: the objects and operations the product uses, in Stripe's shapes
// (API version of stripe-node 23: invoices name their subscription in `parent.subscription_details`, list their
// PaymentIntents in `payments`, and carry a `confirmation_secret`). This file holds the objects, the events and
// the reading of objects; customers.ts, payment-methods.ts, payment-intents.ts, subscriptions.ts and invoices.ts
// the operations; api.ts the one object the server calls.

export const API_VERSION = '2026-10-28.endive';

export type Json = Record<string, unknown>;

/** A PaymentMethod with what charging it does (`_outcome`, internal: never shown). */
export type PaymentMethod = Json & { _outcome: TestCard['outcome'] };

/** An error in Stripe's shape: `{error: {type, code, message, …}}` with its HTTP status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

export const invalid = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });

export const missing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(param === 'id' ? 404 : 400, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });

export const now = () => Math.floor(Date.now() / 1000);
export const DAY = 86_400;

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export type Event = Json & { id: string; type: string };

export type StripeLocalListener = (event: Event) => void;

/** The objects, the events, and how an object is read. */
export class Store {
  readonly customers = new Map<string, Json>();
  readonly products = new Map<string, Json>();
  readonly prices = new Map<string, Json>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  readonly paymentIntents = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly invoices = new Map<string, Json>();
  readonly events: Event[] = [];
  /**
   * What follows a PaymentIntent's outcome, as in Stripe, where an invoice follows its PaymentIntent (invoices.ts).
   * Set by api.ts: invoices make PaymentIntents, so payment-intents.ts cannot import invoices.ts.
   */
  afterPayment: { succeeded: (intent: Json) => void; failed: (intent: Json) => void } = {
    succeeded: () => {},
    failed: () => {},
  };

  constructor(private readonly onEvent: StripeLocalListener) {}

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

  emit(type: string, object: Json, previous?: Json) {
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

  customer(id: string, param = 'id'): Json {
    const customer = this.customers.get(id);
    if (!customer) throw missing('customer', id, param);
    return customer;
  }

  product(id: string): Json {
    const product = this.products.get(id);
    if (!product) throw missing('product', id);
    return product;
  }

  paymentMethod(id: string): Json {
    const method = this.paymentMethods.get(id);
    if (!method) throw missing('payment_method', id);
    return method;
  }

  paymentIntent(id: string): Json {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw missing('payment_intent', id);
    return intent;
  }

  subscription(id: string): Json {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw missing('subscription', id);
    return subscription;
  }

  invoice(id: string): Json {
    const invoice = this.invoices.get(id);
    if (!invoice) throw missing('invoice', id);
    return invoice;
  }
}

/** The `expand` parameter as a list of dotted paths. */
export function expandOf(form: FormObject): string[] {
  return list(form, 'expand').filter((value: FormValue): value is string => typeof value === 'string');
}
