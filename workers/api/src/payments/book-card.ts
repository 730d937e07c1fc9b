import { UNDESCRIBED_CARD } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import { batchChanges } from '../db/batch';
import type { Db } from '../db/client';
import { isForeignKeyViolation, isNotNullViolation } from '../db/errors';
import { inmates, paymentMethods, payments } from '../db/schema';
import { findOffersById, offerView } from '../offers/queries';
import { purchaseService } from '../services/purchase';
import { recordDiscrepancy } from './discrepancies';
import { inmateIdOf, type OffersOrder, parseOrder, termsOf } from './order';
import {
  findPaymentByKey,
  insertPendingPayment,
  linkPendingPayment,
  markSucceeded,
  recordPendingPaymentMethod,
  whilePending,
} from './payment-rows';
import { type PaymentIntentSummary, type PaymentPort, PRICE_CURRENCY } from './port';

// Booking a paid offer selection (spec §3 "Service for an inmate"): the payment, the card it was paid with and one
// service per offer, each exactly once (payment-rows.ts). What the selection costs and the credits it gives are the
// offers' price and credits in D1, never figures from the metadata: a payment of another amount is not booked but
// recorded as a discrepancy for staff (discrepancies.ts).

export type CardBooking =
  | { outcome: 'booked'; paymentId: number; order: OffersOrder }
  /** Booked before: `refunded` since when Stripe reported the money returned (book-refund.ts). */
  | { outcome: 'already-booked'; paymentId: number; order: OffersOrder; refunded: boolean }
  | { outcome: 'refused'; reason: string };

const inmateExists = async (db: Db, inmateId: number) =>
  (await db.query.inmates.findFirst({ columns: { id: true }, where: eq(inmates.id, inmateId) })) !==
  undefined;

/** The card's statements: reuse its row when this card paid before, else record it ("Visa •••• 4242"). */
async function cardStatements(db: Db, port: PaymentPort, intent: PaymentIntentSummary, order: OffersOrder) {
  const key = intent.id;
  const cardRow = intent.paymentMethodId
    ? await db.query.paymentMethods.findFirst({
        columns: { id: true },
        where: and(
          eq(paymentMethods.stripePaymentMethodId, intent.paymentMethodId),
          eq(paymentMethods.inmateId, order.inmateId),
        ),
      })
    : undefined;
  // Only a card saved for off-session use (Recurring) is kept with its customer, so card-on-file charges find it.
  const customerId = order.recurring ? intent.customerId : null;
  const pendingPayment = and(eq(payments.stripePaymentIntentId, key), eq(payments.status, 'pending'));
  if (cardRow) {
    return [
      db.update(payments).set({ paymentMethodId: cardRow.id }).where(pendingPayment),
      ...(customerId
        ? [
            db
              .update(paymentMethods)
              .set({ stripeCustomerId: customerId })
              .where(and(eq(paymentMethods.id, cardRow.id), whilePending(key))),
          ]
        : []),
    ];
  }
  const description = intent.paymentMethodId
    ? await port.describePaymentMethod(intent.paymentMethodId).catch(() => UNDESCRIBED_CARD)
    : UNDESCRIBED_CARD;
  return recordPendingPaymentMethod(db, key, {
    kind: 'card',
    description,
    stripeCustomerId: customerId,
    stripePaymentMethodId: intent.paymentMethodId,
  });
}

/**
 * Books a succeeded PaymentIntent of kind `offers`. Refused (not booked; recorded as a discrepancy): metadata that
 * is not an order, an unknown inmate or offer, an offer deleted while the payment was in flight, or an amount
 * received that is not the sum of the offers' prices in D1.
 */
export async function bookCardPayment(
  db: Db,
  port: PaymentPort,
  intent: PaymentIntentSummary,
): Promise<CardBooking> {
  const key = intent.id;
  const order = parseOrder(intent.metadata);
  const existing = await findPaymentByKey(db, key);
  // Booked before: succeeded, or refunded since (a late or replayed success never books a refunded payment again).
  if (order && (existing?.status === 'succeeded' || existing?.status === 'refunded')) {
    return {
      outcome: 'already-booked',
      paymentId: existing.id,
      order,
      refunded: existing.status === 'refunded',
    };
  }
  if (intent.status !== 'succeeded') return { outcome: 'refused', reason: `status ${intent.status}` };
  const refuse = async (reason: string, expectedCents: number | null = null): Promise<CardBooking> => {
    await recordDiscrepancy(db, {
      paymentIntentId: key,
      kind: 'offers',
      inmateId: order?.inmateId ?? inmateIdOf(intent.metadata),
      amountReceivedCents: intent.amountReceivedCents,
      expectedCents,
      reason,
    });
    return { outcome: 'refused', reason };
  };
  if (!order) return refuse('the metadata is not an offers order');
  if (!(await inmateExists(db, order.inmateId))) return refuse(`inmate ${order.inmateId} does not exist`);
  const offers = await findOffersById(db, order.offerIds);
  const missing = order.offerIds.find((id) => !offers.has(id));
  if (missing !== undefined) return refuse(`offer ${missing} does not exist`);
  const lines = order.offerIds.map((id) => offers.get(id) as NonNullable<ReturnType<typeof offers.get>>);
  const expectedCents = lines.reduce((sum, offer) => sum + offer.priceCents, 0);
  // Staff edited an offer nobody had bought yet while this payment was in flight: what was paid for is gone.
  const changed = order.terms && lines.find((offer, i) => termsOf(offerView(offer)) !== order.terms?.[i]);
  if (changed) return refuse(`offer ${changed.id} changed while the payment was in flight`, expectedCents);
  // The prices are dollars: an amount in another currency (an intent not made by the Worker) is not their sum.
  if (intent.currency !== PRICE_CURRENCY) {
    return refuse(
      `paid in ${intent.currency ?? 'an unnamed currency'}, not ${PRICE_CURRENCY}`,
      expectedCents,
    );
  }
  if (intent.amountReceivedCents !== expectedCents) {
    return refuse(
      `amount received ${intent.amountReceivedCents} is not what the offers cost, ${expectedCents}`,
      expectedCents,
    );
  }

  const statements = [
    insertPendingPayment(db, {
      inmateId: order.inmateId,
      amountCents: intent.amountReceivedCents,
      key,
      selectionId: order.selectionId,
    }),
    ...(await cardStatements(db, port, intent, order)),
    ...lines.flatMap((offer) => [
      purchaseService(
        db,
        { inmateId: order.inmateId, offer, recurring: order.recurring, automatic: order.automatic },
        whilePending(key),
      ),
      linkPendingPayment(db, key, { id: sql`last_insert_rowid()`, title: offer.title }),
    ]),
    markSucceeded(db, key),
  ];
  let booked: boolean;
  try {
    booked = (await batchChanges(db, statements)).at(-1) === 1;
  } catch (error) {
    // The batch is atomic: an offer deleted or given other terms since it was read (services/purchase.ts) leaves
    // nothing booked.
    if (isForeignKeyViolation(error) || isNotNullViolation(error, 'services.offer_id')) {
      return refuse('an offer was deleted or changed while the payment was in flight', expectedCents);
    }
    throw error;
  }
  const row = await findPaymentByKey(db, key);
  const paymentId = row?.id ?? 0;
  if (booked) return { outcome: 'booked', paymentId, order };
  return { outcome: 'already-booked', paymentId, order, refunded: row?.status === 'refunded' };
}
