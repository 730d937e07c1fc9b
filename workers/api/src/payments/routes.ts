import { formatMoney } from '@app/shared';
import type { Context } from 'hono';
import type Stripe from 'stripe';
import { z } from 'zod';
import { requireInmate } from '../auth/guards';
import { clearSelectedOffers, getSession } from '../auth/session';
import { type Db, getDb } from '../db/client';
import type { AppEnv, Bindings } from '../env';
import { createRouter } from '../lib/router';
import { queryParams, textBody } from '../lib/validate';
import { findOffersById } from '../offers/queries';
import { SELECT_OFFER_MESSAGE, selectedOffers } from '../offers/selection';
import {
  bookCardPayment,
  bookManualPayment,
  endAutomaticRenewal,
  orderMetadata,
  renewService,
  startRenewals,
} from './fulfil';
import {
  createPayments,
  type PaymentIntentSummary,
  type PaymentPort,
  UnknownCustomerError,
  WebhookSignatureError,
} from './port';
import { paymentSucceededHandler } from './webhook-handlers';

/** spec §8: a manual payment that failed. */
export const MANUAL_PAYMENT_FAILED = 'Unable to process payment! Please Choose another method';
/** spec §8 success message of a manual payment. */
export const THANK_YOU = 'Thank You for your payment';
const PROVIDER_DOWN = 'The payment provider could not be reached';

let override: ((env: Bindings) => PaymentPort) | undefined;

/** The payment port for this request (tests may swap it with `setPaymentsForTests`). */
export function paymentsFor(env: Bindings): PaymentPort {
  return override ? override(env) : createPayments(env);
}

/** Tests replace the provider (e.g. to make it fail); `undefined` restores the Stripe adapter. */
export function setPaymentsForTests(factory: ((env: Bindings) => PaymentPort) | undefined) {
  override = factory;
}

const flag = z
  .enum(['true', 'false'], { error: 'recurring and automatic must be true or false' })
  .optional()
  .transform((value) => value === 'true');

const intentQuery = z.object({ recurring: flag, automatic: flag });

/** spec §7 manualpay: the reference notes as the raw body. */
const notesSchema = z.string().trim().max(1000, 'Notes must be at most 1000 characters');

async function inmateForPayment(db: Db, inmateId: number) {
  return (db.$client as D1Database)
    .prepare(`SELECT id, first_name, last_name, email FROM inmates WHERE id = ?`)
    .bind(inmateId)
    .first<{ id: number; first_name: string; last_name: string; email: string }>();
}

/** The Stripe customer an inmate's saved cards belong to, if a Recurring payment created one. */
async function existingCustomer(db: Db, inmateId: number): Promise<string | undefined> {
  const row = await (db.$client as D1Database)
    .prepare(
      `SELECT stripe_customer_id FROM payment_methods
       WHERE inmate_id = ? AND stripe_customer_id IS NOT NULL ORDER BY id DESC LIMIT 1`,
    )
    .bind(inmateId)
    .first<{ stripe_customer_id: string }>();
  return row?.stripe_customer_id;
}

function summaryOf(intent: Stripe.PaymentIntent): PaymentIntentSummary {
  const idOf = (value: string | { id: string } | null) =>
    value === null ? null : typeof value === 'string' ? value : value.id;
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    amountReceivedCents: intent.amount_received,
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    metadata: { ...(intent.metadata ?? {}) },
  };
}

/** The subscription a renewal invoice belongs to (`parent.subscription_details` since API 2025-03-31). */
function subscriptionOf(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  if (parent) return typeof parent === 'string' ? parent : parent.id;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return legacy ? (typeof legacy === 'string' ? legacy : legacy.id) : null;
}

/** The payment that settled an invoice: its PaymentIntent when listed, otherwise the invoice itself. */
function paymentKeyOf(invoice: Stripe.Invoice): string {
  const intent = invoice.payments?.data.find((payment) => payment.payment.payment_intent)?.payment
    .payment_intent;
  if (intent) return typeof intent === 'string' ? intent : intent.id;
  return invoice.id;
}

/** Applies one verified event; throws to have Stripe deliver it again. */
async function applyEvent(c: Context<AppEnv>, payments: PaymentPort, event: Stripe.Event) {
  const db = getDb(c.env.DB);
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = summaryOf(event.data.object);
      const kind = intent.metadata.kind;
      if (kind === 'offers') {
        const booking = await bookCardPayment(db, payments, intent);
        if (booking.outcome === 'refused') {
          console.error(`payment ${intent.id} not booked: ${booking.reason}`);
          return;
        }
        if (intent.metadata.automatic === 'true')
          await startRenewals(db, payments, intent, booking.paymentId);
        return;
      }
      if (kind) {
        const handler = paymentSucceededHandler(kind);
        // A kind nobody handles yet: fail, so Stripe delivers it again once a handler is deployed.
        if (!handler) throw new Error(`no handler for succeeded payments of kind ${kind}`);
        await handler({ env: c.env, db, payments, intent, eventId: event.id });
      }
      // No kind: an invoice's own PaymentIntent; the invoice.paid event books it.
      return;
    }
    case 'payment_intent.payment_failed':
      // spec: failed payments create nothing. Stripe.js has shown the provider's message to the payer.
      return;
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscriptionId = subscriptionOf(invoice);
      // The subscription's first invoice is the $0 trial: the first cycle was paid by the card payment.
      if (!subscriptionId || invoice.billing_reason === 'subscription_create' || invoice.amount_paid <= 0)
        return;
      const renewal = await renewService(db, {
        subscriptionId,
        amountPaidCents: invoice.amount_paid,
        paymentKey: paymentKeyOf(invoice),
      });
      if (renewal.outcome === 'unknown-subscription')
        console.error(`invoice ${invoice.id}: unknown subscription`);
      return;
    }
    case 'customer.subscription.deleted':
      await endAutomaticRenewal(db, event.data.object.id);
      return;
    default:
      return;
  }
}

/** Card and manual payments (spec §7 getstripepaymentintent, manualpay) and the Stripe webhook. */
export const paymentRoutes = createRouter()
  .get('/api/getstripepaymentintent', requireInmate(), queryParams(intentQuery), async (c) => {
    const { recurring, automatic } = c.req.valid('query');
    const offers = await selectedOffers(c);
    if (offers.length === 0) return c.json({ error: SELECT_OFFER_MESSAGE }, 400);
    const db = getDb(c.env.DB);
    const inmate = await inmateForPayment(db, c.var.inmateId);
    if (!inmate) return c.json({ error: 'Please sign in' }, 401);
    // spec §4: Automatic forces Recurring on.
    const order = {
      inmateId: inmate.id,
      lines: offers.map((offer) => ({ offerId: offer.id, priceCents: offer.priceCents })),
      recurring: recurring || automatic,
      automatic,
    };
    // The amount is always the server's sum of the selected offers' prices, never a figure from the client.
    const amountCents = order.lines.reduce((sum, line) => sum + line.priceCents, 0);
    const payments = paymentsFor(c.env);
    const newCustomer = () =>
      payments.createCustomer({
        inmateId: inmate.id,
        email: inmate.email,
        name: `${inmate.first_name} ${inmate.last_name}`,
      });
    const createIntent = (customerId: string | undefined) =>
      payments.createCardFormIntent({
        amountCents,
        description: offers.map((offer) => offer.title).join(', '),
        kind: 'offers',
        metadata: orderMetadata(order),
        customerId,
        saveCardForOffSession: order.recurring,
      });
    try {
      const customerId = order.recurring
        ? ((await existingCustomer(db, inmate.id)) ?? (await newCustomer()))
        : undefined;
      const intent = await createIntent(customerId).catch(async (error: unknown) => {
        // A stored customer the provider does not know (other account, demo data): start a new one.
        if (error instanceof UnknownCustomerError) return createIntent(await newCustomer());
        throw error;
      });
      return c.json(
        {
          clientSecret: intent.clientSecret,
          payButtonText: `Pay ${formatMoney(amountCents)}`,
          stripePublicKey: payments.publishableKey,
          // Only with the local server: where the browser loads the Stripe.js stand-in (docs/decisions.md).
          ...(payments.stripeJsUrl ? { stripeJsUrl: payments.stripeJsUrl } : {}),
          amountCents,
        },
        200,
      );
    } catch (error) {
      console.error(`getstripepaymentintent: ${error instanceof Error ? error.message : String(error)}`);
      return c.json({ error: PROVIDER_DOWN }, 502);
    }
  })
  // ADMIN (the /admin/api guard), acting as an inmate (logininmate?id=): books the selected offers as paid.
  .post('/admin/api/manualpay', textBody(notesSchema), async (c) => {
    const session = await getSession(c);
    const offers = await selectedOffers(c);
    if (session?.inmateId === undefined || offers.length === 0) {
      return c.json({ error: MANUAL_PAYMENT_FAILED }, 400);
    }
    const db = getDb(c.env.DB);
    const rows = await findOffersById(
      db,
      offers.map((offer) => offer.id),
    );
    const { paymentId } = await bookManualPayment(db, {
      inmateId: session.inmateId,
      offers: offers.flatMap((offer) => rows.get(offer.id) ?? []),
      notes: c.var.textBody,
    });
    // Booked: the selection is spent, so a second click cannot book it twice.
    await clearSelectedOffers(c);
    return c.json({ message: THANK_YOU, paymentId }, 200);
  })
  // Stripe's events (DESIGN "Local Stripe"): signed, delivered at least once, in any order.
  .post('/api/stripe/webhook', async (c) => {
    const payload = await c.req.text();
    const payments = paymentsFor(c.env);
    let event: Stripe.Event;
    try {
      event = await payments.verifyWebhook(payload, c.req.header('stripe-signature'));
    } catch (error) {
      if (error instanceof WebhookSignatureError) return c.json({ error: 'Invalid signature' }, 400);
      throw error;
    }
    const d1 = c.env.DB;
    const seen = await d1
      .prepare(`SELECT 1 AS seen FROM processed_payment_events WHERE event_id = ?`)
      .bind(event.id)
      .first<{ seen: number }>();
    if (seen) return c.json({ received: true, duplicate: true }, 200);
    await applyEvent(c, payments, event);
    await d1
      .prepare(
        `INSERT INTO processed_payment_events (event_id, type) VALUES (?, ?) ON CONFLICT (event_id) DO NOTHING`,
      )
      .bind(event.id, event.type)
      .run();
    return c.json({ received: true }, 200);
  });
