import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { bookAuxiliaryPayment } from '../charges/record';
import { type Db, getDb } from '../db/client';
import { processedPaymentEvents } from '../db/schema';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { bodyText } from '../lib/validate';
import { createMailer, type Mailer } from '../mail/mailer';
import { renewingServicesOfPayment } from '../services/refund';
import { endSubscription, stopRenewals } from '../services/stop';
import { bookCardPayment } from './book-card';
import { bookRefund, refundLogLine } from './book-refund';
import { bookRenewal, startRenewals } from './book-renewal';
import { recordDiscrepancy } from './discrepancies';
import { findPaymentByKey } from './payment-rows';
import {
  type PaymentEvent,
  type PaymentIntentSummary,
  type PaymentKind,
  type PaymentPort,
  WebhookEventError,
  WebhookSignatureError,
} from './port';
import { paymentsFor } from './provider';
import { sendReceipt } from './receipt-mail';
import { tellRenewalFailed } from './renewal-failed-mail';

// POST /api/stripe/webhook (DESIGN "Local Stripe"): Stripe's signed events, delivered at least once, in any order.
// Only a bad signature is refused (400). A verified event answers 200 even when nothing is booked (the reason is
// logged, and a payment not booked is recorded as a discrepancy): a 5xx would make Stripe retry it for days.

/** What a handler gets: the database and the payments port of this request. */
export type WebhookContext = { db: Db; payments: PaymentPort; mailer: Mailer };

type Handler<E> = (context: WebhookContext, event: E) => Promise<void>;
type EventOf<T extends PaymentEvent['type']> = Extract<PaymentEvent, { type: T }>;

/**
 * Books a paid offers PaymentIntent, mails its receipt once and starts its renewals (also POST /api/renewservice);
 * answers whether it is booked (now or before) or was refused (held as a discrepancy).
 */
export async function bookOffersPayment(
  context: WebhookContext,
  payment: PaymentIntentSummary,
): Promise<'booked' | 'refused'> {
  const booking = await bookCardPayment(context.db, context.payments, payment);
  if (booking.outcome === 'refused') return 'refused';
  // Only the delivery whose batch booked the payment mails the receipt (receipt-mail.ts): once per payment.
  if (booking.outcome === 'booked') await sendReceipt(context.db, context.mailer, booking.paymentId);
  // A refunded payment's services renew nothing: a success delivered again after the refund starts no subscription.
  const refunded = booking.outcome === 'already-booked' && booking.refunded;
  if (booking.order.automatic && !refunded) {
    await startRenewals(context.db, context.payments, payment, booking.paymentId);
  }
  return 'booked';
}

/**
 * The one table of what each event does: by product event type, and for a succeeded card payment by the kind its
 * metadata names (the offer selection, or an admin's money charge). Nothing registers itself elsewhere.
 */
const HANDLERS: {
  'card-payment-succeeded': Record<PaymentKind, Handler<PaymentIntentSummary>>;
} & { [T in Exclude<PaymentEvent['type'], 'card-payment-succeeded'>]: Handler<EventOf<T>> } = {
  'card-payment-succeeded': {
    offers: async (context, payment) => {
      await bookOffersPayment(context, payment);
    },
    auxiliary: bookAuxiliaryPayment,
  },
  // spec: failed payments create nothing. Stripe.js has shown the provider's message to the payer.
  'card-payment-failed': async () => {},
  // A charge refunded in full or a dispute lost: the payment is `refunded` and the services it bought or renewed lose
  // its credits, once (book-refund.ts). A PaymentIntent booked under no payment may have paid a renewal booked under
  // its invoice, which Stripe is asked (a failure answers 500 and Stripe sends the event again); one that paid
  // nothing the product booked changes nothing. Each outcome is logged.
  'card-payment-refunded': async ({ db, payments }, { refund }) => {
    const booked = await bookRefund(db, payments, refund);
    console.log(refundLogLine(refund, booked));
    // Money given back is no reason to bill the card again: the services it paid stop renewing. Also on a replay,
    // as a failed cancel answers 500 and Stripe sends the event again (docs/decisions.md "Refunds and lost disputes").
    if (booked.result.outcome === 'refunded' || booked.result.outcome === 'already-refunded') {
      for (const service of await renewingServicesOfPayment(db, booked.key)) {
        await stopRenewals(db, service, (id) => payments.cancelSubscription(id), { recurring: false });
      }
    }
  },
  'renewal-paid': async ({ db, payments, mailer }, { renewal }) => {
    const outcome = await bookRenewal(db, renewal);
    if (outcome === 'renewed') {
      const payment = await findPaymentByKey(db, renewal.paymentKey);
      if (payment) await sendReceipt(db, mailer, payment.id);
    }
    // Paid for, but no service holds the subscription (e.g. the Worker stopped between creating it and attaching
    // it, and a retry a day later made another): kept for ADMIN staff to settle by hand, like any payment not
    // booked, and cancelled, as nothing would renew a service with it. A failed cancel answers 500, so Stripe
    // sends the event again (recording the discrepancy again changes nothing).
    if (outcome === 'unknown-subscription') {
      await recordDiscrepancy(db, {
        paymentIntentId: renewal.paymentKey,
        kind: 'renewal',
        inmateId: null,
        amountReceivedCents: renewal.amountPaidCents,
        expectedCents: null,
        reason: `renewal invoice ${renewal.invoiceId} of unknown subscription ${renewal.subscriptionId}`,
      });
      await payments.cancelSubscription(renewal.subscriptionId);
    }
  },
  // Nothing changes (Stripe tries the card again; a later success renews as any renewal): the family is told.
  'renewal-failed': ({ db, mailer }, failure) => tellRenewalFailed(db, mailer, failure),
  'subscription-ended': ({ db }, { subscriptionId }) => endSubscription(db, subscriptionId),
  ignored: async (_context, { reason }) => console.log(`payment event ignored: ${reason}`),
};

function apply(context: WebhookContext, event: PaymentEvent): Promise<void> {
  switch (event.type) {
    case 'card-payment-succeeded':
      return HANDLERS[event.type][event.kind](context, event.payment);
    case 'card-payment-failed':
      return HANDLERS[event.type](context, event);
    case 'card-payment-refunded':
      return HANDLERS[event.type](context, event);
    case 'renewal-paid':
      return HANDLERS[event.type](context, event);
    case 'renewal-failed':
      return HANDLERS[event.type](context, event);
    case 'subscription-ended':
      return HANDLERS[event.type](context, event);
    case 'ignored':
      return HANDLERS[event.type](context, event);
  }
}

/** A signed event not shaped as its type says (stripe-types.ts): refused so that nothing is half-booked. */
export const UNREADABLE_EVENT = 'Unreadable event';

export async function receiveWebhook(c: Context<AppEnv>) {
  const payload = await bodyText(c);
  const payments = paymentsFor(c.env);
  const delivery = await payments
    .verifyWebhook(payload, c.req.header('stripe-signature'))
    .catch((error: unknown) => {
      if (error instanceof WebhookSignatureError) fail(400, 'Invalid signature');
      if (error instanceof WebhookEventError) {
        console.error(`stripe webhook: ${error.message}`);
        fail(400, UNREADABLE_EVENT);
      }
      throw error;
    });
  const db = getDb(c.env.DB);
  const seen = await db.query.processedPaymentEvents.findFirst({
    columns: { id: true },
    where: eq(processedPaymentEvents.eventId, delivery.eventId),
  });
  if (seen) return c.json({ received: true, duplicate: true }, 200);
  await apply({ db, payments, mailer: createMailer(c.env) }, delivery.event);
  await db
    .insert(processedPaymentEvents)
    .values({ eventId: delivery.eventId, type: delivery.eventType })
    .onConflictDoNothing({ target: processedPaymentEvents.eventId });
  return c.json({ received: true }, 200);
}
