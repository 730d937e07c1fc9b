import type * as z from 'zod';
import {
  PAYMENT_KINDS,
  type PaymentEvent,
  type PaymentIntentSummary,
  type PaymentKind,
  WebhookEventError,
} from './port';
import {
  eventChargeSchema,
  eventDisputeSchema,
  eventInvoiceSchema,
  eventPaymentIntentSchema,
  type StripeCharge,
  type StripeDispute,
  type StripeEvent,
  type StripeInvoice,
  type StripeObject,
  type StripePaymentIntent,
  type StripeRef,
} from './stripe-types';

// Stripe's events in the product's terms (port.ts PaymentEvent). Only this file and stripe-adapter.ts know Stripe's
// shapes (the few fields they read, stripe-types.ts); an event the product does not act on becomes `ignored` with the
// reason, which the webhook logs.

const idOf = (value: StripeRef | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** A PaymentIntent as the product reads it. */
export function summaryOf(intent: StripePaymentIntent): PaymentIntentSummary {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    amountReceivedCents: intent.amount_received,
    currency: intent.currency?.toLowerCase() ?? null,
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    metadata: { ...(intent.metadata ?? {}) },
  };
}

const isPaymentKind = (kind: string | undefined): kind is PaymentKind =>
  (PAYMENT_KINDS as readonly (string | undefined)[]).includes(kind);

/** The subscription a renewal invoice belongs to (`parent.subscription_details` since API 2025-03-31). */
function subscriptionOf(invoice: StripeInvoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  if (parent) return idOf(parent);
  return idOf(invoice.subscription);
}

/** The payment that settled an invoice: its PaymentIntent when listed, otherwise the invoice itself. */
function paymentKeyOf(invoice: StripeInvoice): string {
  const intent = invoice.payments?.data.find((payment) => payment.payment.payment_intent)?.payment
    .payment_intent;
  return idOf(intent) ?? invoice.id;
}

function paymentSucceeded(intent: StripePaymentIntent): PaymentEvent {
  const payment = summaryOf(intent);
  const kind = payment.metadata.kind;
  // No kind: not a payment the product started with a card form (e.g. an invoice's own PaymentIntent, which the
  // invoice.paid event books), or not ours at all.
  if (kind === undefined) return { type: 'ignored', reason: `payment ${intent.id} has no metadata kind` };
  if (!isPaymentKind(kind))
    return { type: 'ignored', reason: `payment ${intent.id} is of unknown kind ${kind}` };
  return { type: 'card-payment-succeeded', kind, payment };
}

function invoicePaid(invoice: StripeInvoice): PaymentEvent {
  const subscriptionId = subscriptionOf(invoice);
  if (!subscriptionId) return { type: 'ignored', reason: `invoice ${invoice.id} belongs to no subscription` };
  // The subscription's first invoice is the $0 trial: the first cycle was paid by the card payment. A cycle's invoice
  // is a renewal whatever it took: a free offer's is $0, and one under Stripe's minimum charge is marked paid with
  // its amount carried to the next invoice.
  const cycle = invoice.billing_reason === 'subscription_cycle';
  if (invoice.billing_reason === 'subscription_create' || (!cycle && invoice.amount_paid <= 0)) {
    return { type: 'ignored', reason: `invoice ${invoice.id} is the subscription's unpaid first cycle` };
  }
  const cycleEnd = Math.max(0, ...(invoice.lines?.data ?? []).map((line) => line.period?.end ?? 0));
  return {
    type: 'renewal-paid',
    renewal: {
      subscriptionId,
      invoiceId: invoice.id,
      amountPaidCents: invoice.amount_paid,
      paymentKey: paymentKeyOf(invoice),
      ...(cycleEnd > 0 ? { cycleEndsAt: new Date(cycleEnd * 1000) } : {}),
    },
  };
}

/** A cycle's renewal charge that did not go through (Stripe retries it; each failed attempt sends this). */
function invoiceFailed(invoice: StripeInvoice): PaymentEvent {
  const subscriptionId = subscriptionOf(invoice);
  if (!subscriptionId || invoice.billing_reason !== 'subscription_cycle') {
    return { type: 'ignored', reason: `failed invoice ${invoice.id} is no subscription's renewal` };
  }
  return { type: 'renewal-failed', subscriptionId, invoiceId: invoice.id };
}

/**
 * A charge refunded: in full, its payment is refunded (its credits taken back); in part, the payment stands as it is,
 * since staff chose that amount (docs/decisions.md "Refunds and lost disputes"). `amount_refunded` is the total so far.
 */
function chargeRefunded(charge: StripeCharge): PaymentEvent {
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId)
    return { type: 'ignored', reason: `refunded charge ${charge.id} has no payment intent` };
  if (charge.amount_refunded < charge.amount) {
    return {
      type: 'ignored',
      reason:
        `payment ${paymentIntentId} refunded in part (${charge.amount_refunded} of ${charge.amount} cents) by charge ` +
        `${charge.id}: the payment and its credits stand, staff decided that amount`,
    };
  }
  return { type: 'card-payment-refunded', refund: { paymentIntentId, cause: 'refund', sourceId: charge.id } };
}

/** A dispute closed: lost, the money went back to the payer as by a full refund; won (or an inquiry), nothing. */
function disputeClosed(dispute: StripeDispute): PaymentEvent {
  const paymentIntentId = idOf(dispute.payment_intent);
  if (dispute.status !== 'lost') {
    return {
      type: 'ignored',
      reason: `dispute ${dispute.id} of payment ${paymentIntentId ?? '(none)'} closed ${dispute.status}: the payment stands`,
    };
  }
  if (!paymentIntentId)
    return { type: 'ignored', reason: `lost dispute ${dispute.id} has no payment intent` };
  return {
    type: 'card-payment-refunded',
    refund: { paymentIntentId, cause: 'lost-dispute', sourceId: dispute.id },
  };
}

/** The event's object as `schema` reads it; WebhookEventError (answered 400) when it is not so shaped. */
function objectOf<T>(event: StripeEvent, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(event.data.object);
  if (!parsed.success)
    throw new WebhookEventError(
      `${event.type} ${event.id}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
    );
  return parsed.data;
}

/** Decodes a verified Stripe event (its envelope checked by the adapter), reading the object its type names. */
export function decodeEvent(event: StripeEvent): PaymentEvent {
  const object = event.data.object;
  switch (event.type) {
    case 'payment_intent.succeeded':
      return paymentSucceeded({ ...objectOf(event, eventPaymentIntentSchema), client_secret: null });
    case 'payment_intent.payment_failed':
      return { type: 'card-payment-failed', paymentIntentId: (object as StripeObject).id };
    case 'invoice.paid':
      return invoicePaid(objectOf(event, eventInvoiceSchema));
    case 'invoice.payment_failed':
      return invoiceFailed(objectOf(event, eventInvoiceSchema));
    case 'charge.refunded':
      return chargeRefunded(objectOf(event, eventChargeSchema));
    case 'charge.dispute.closed':
      return disputeClosed(objectOf(event, eventDisputeSchema));
    case 'customer.subscription.deleted':
      return { type: 'subscription-ended', subscriptionId: (object as StripeObject).id };
    default:
      return { type: 'ignored', reason: `event type ${event.type} is not used` };
  }
}
