import {
  dollarsFromCents,
  formatMoney,
  type ManualPayAnswer,
  MIN_CHARGE_CENTS,
  type PaymentDiscrepancyAnswer,
  type PaymentIntentAnswer,
} from '@app/shared';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import * as z from 'zod';
import { refuseOtherAccount, sessionAccountKey } from '../auth/account-in-view';
import { requireInmate } from '../auth/guards';
import { clearSelectedOffers, getSession } from '../auth/session';
import { actingAdminId, unlessActorNotAdmin } from '../auth/still-admin';
import { type Db, getDb } from '../db/client';
import { inmates, paymentMethods } from '../db/schema';
import { sameOriginOnly } from '../lib/csrf';
import { fail } from '../lib/errors';
import { createRouter } from '../lib/router';
import { queryParams, textBody } from '../lib/validate';
import { createMailer } from '../mail/mailer';
import { findOffersById, noteCardCheckout } from '../offers/queries';
import { SELECT_OFFER_MESSAGE, selectedOffers } from '../offers/selection';
import { bookManualPayment, manualPaymentKey } from './book-manual';
import { listDiscrepancies } from './discrepancies';
import { refuseEmployee1 } from './money-guard';
import { orderMetadata, termsOf } from './order';
import { UnknownCustomerError } from './port';
import { paymentsFor } from './provider';
import { sendReceipt } from './receipt-mail';
import { receiveWebhook } from './webhook';

/** spec §8: a manual payment that failed. */
export const MANUAL_PAYMENT_FAILED = 'Unable to process payment! Please Choose another method';
/** spec §8 success message of a manual payment. */
export const THANK_YOU = 'Thank You for your payment';
const PROVIDER_DOWN = 'The payment provider could not be reached';
export const CARD_PAYMENT_TOO_SMALL = 'A card payment must be at least $0.50: choose more offers';

const flag = z
  .enum(['true', 'false'], { error: 'recurring and automatic must be true or false' })
  .optional()
  .transform((value) => value === 'true');

const intentQuery = z.object({ recurring: flag, automatic: flag });

/** spec §7 manualpay: the reference notes as the raw body. */
const notesSchema = z.string().trim().max(1000, 'Notes must be at most 1000 characters');

async function inmateForPayment(db: Db, inmateId: number) {
  return db.query.inmates.findFirst({
    columns: { id: true, firstName: true, lastName: true, email: true },
    where: eq(inmates.id, inmateId),
  });
}

/** The Stripe customer an inmate's saved cards belong to, if a Recurring payment created one. */
async function existingCustomer(db: Db, inmateId: number): Promise<string | undefined> {
  const row = await db.query.paymentMethods.findFirst({
    columns: { stripeCustomerId: true },
    where: and(eq(paymentMethods.inmateId, inmateId), isNotNull(paymentMethods.stripeCustomerId)),
    orderBy: [desc(paymentMethods.id)],
  });
  return row?.stripeCustomerId ?? undefined;
}

/** Card and manual payments (spec §7 getstripepaymentintent, manualpay) and the Stripe webhook. */
export const paymentRoutes = createRouter()
  // A GET that creates a PaymentIntent (state at the provider): the same same-site check as a POST (lib/csrf.ts).
  // EMPLOYEE1 acting as the inmate may not pay (spec §6).
  .get(
    '/api/getstripepaymentintent',
    sameOriginOnly(),
    requireInmate(),
    refuseEmployee1(),
    queryParams(intentQuery),
    async (c) => {
      const { recurring, automatic } = c.req.valid('query');
      const offers = await selectedOffers(c);
      if (offers.length === 0) fail(400, SELECT_OFFER_MESSAGE);
      const db = getDb(c.env.DB);
      const inmate = await inmateForPayment(db, c.get('inmateId'));
      if (!inmate) fail(401, 'Please sign in');
      // spec §4: Automatic forces Recurring on.
      const order = {
        inmateId: inmate.id,
        offerIds: offers.map((offer) => offer.id),
        recurring: recurring || automatic,
        automatic,
        selectionId: (await getSession(c))?.selectionId,
        // The terms shown: the webhook books them only while the offers still have them (order.ts).
        terms: offers.map(termsOf),
      };
      // The amount is always the server's sum of the selected offers' prices in D1, never a figure from the client;
      // the webhook books the payment only when it received exactly what the offers cost then.
      const amountCents = offers.reduce((sum, offer) => sum + offer.priceCents, 0);
      // The card provider takes no less (staff may price an offer lower, e.g. one bought with others or manually).
      if (amountCents < MIN_CHARGE_CENTS) fail(400, CARD_PAYMENT_TOO_SMALL);
      // Before anything is made at the provider: an offer a checkout names is retired, never deleted, so the webhook
      // books it even if an ADMIN deletes it while the card form is open. One deleted or retired since the selection
      // was read above is refused as a selection that lost an offer (offers/selection.ts).
      if (!(await noteCardCheckout(db, order.offerIds))) fail(400, SELECT_OFFER_MESSAGE);
      const payments = paymentsFor(c.env);
      const newCustomer = () =>
        payments.createCustomer({
          inmateId: inmate.id,
          email: inmate.email,
          name: `${inmate.firstName} ${inmate.lastName}`,
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
        const amount = dollarsFromCents(amountCents);
        return c.json(
          {
            clientSecret: intent.clientSecret,
            payButtonText: `Pay ${formatMoney(amount)}`,
            stripePublicKey: payments.publishableKey,
            // Only with the local server: where the browser loads the Stripe.js stand-in (docs/decisions.md).
            ...(payments.stripeJsUrl ? { stripeJsUrl: payments.stripeJsUrl } : {}),
            amount,
          } satisfies PaymentIntentAnswer,
          200,
        );
      } catch (error) {
        console.error(`getstripepaymentintent: ${error instanceof Error ? error.message : String(error)}`);
        fail(502, PROVIDER_DOWN);
      }
    },
  )
  // ADMIN (the /admin/api guard), acting as an inmate (logininmate?id=): books the selected offers as paid.
  .post('/admin/api/manualpay', textBody(notesSchema), async (c) => {
    const session = await getSession(c);
    refuseOtherAccount(c, sessionAccountKey(session));
    const offers = await selectedOffers(c);
    if (session?.inmateId === undefined || offers.length === 0) {
      fail(400, MANUAL_PAYMENT_FAILED);
    }
    const db = getDb(c.env.DB);
    const rows = await findOffersById(
      db,
      offers.map((offer) => offer.id),
    );
    // An offer deleted since the selection was read: book none rather than part of what the admin collected.
    if (offers.some((offer) => !rows.has(offer.id))) fail(400, MANUAL_PAYMENT_FAILED);
    // One booking per selection, even for requests sent at once. A session from before selection ids: when it
    // started and the offers, which it can only send again by choosing anew (never the session id, a secret).
    const selection =
      session.selectionId ??
      `${session.staffId}:${session.createdAt}:${offers.map((offer) => offer.id).join(',')}`;
    const booking = await bookManualPayment(db, {
      adminId: actingAdminId(c),
      inmateId: session.inmateId,
      offers: offers.flatMap((offer) => rows.get(offer.id) ?? []),
      notes: c.get('textBody'),
      key: manualPaymentKey(selection),
    });
    if (booking === 'offer-changed') fail(400, MANUAL_PAYMENT_FAILED);
    const { paymentId, booked } = unlessActorNotAdmin(booking);
    // The selection is spent: a later click finds none.
    await clearSelectedOffers(c);
    if (booked) await sendReceipt(db, createMailer(c.env), paymentId);
    return c.json({ message: THANK_YOU, paymentId } satisfies ManualPayAnswer, 200);
  })
  // Stripe's events (payments/webhook.ts).
  .post('/api/stripe/webhook', receiveWebhook)
  // ADMIN (the /admin/api guard): card payments received but not booked (docs/architecture.md "Payment
  // discrepancies"; a product decision, the spec names no such call). Money in dollars, as the spec's answers.
  .get('/admin/api/getpaymentdiscrepancies', async (c) => {
    const rows = await listDiscrepancies(getDb(c.env.DB));
    return c.json(
      rows.map(
        (row): PaymentDiscrepancyAnswer => ({
          id: row.id,
          paymentIntentId: row.stripePaymentIntentId,
          kind: row.kind,
          inmateId: row.inmateId,
          amount: dollarsFromCents(row.amountReceivedCents),
          expectedAmount: row.expectedCents === null ? null : dollarsFromCents(row.expectedCents),
          reason: row.reason,
          date: row.createdAt,
        }),
      ),
      200,
    );
  });
