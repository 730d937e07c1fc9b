import type { ServiceType } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { offers, services } from '../db/schema';
import { paidThroughFor } from './paid-through';

// Buying a service (spec §3 "Service for an inmate"): it follows the offer as it is in D1 when booked (credits
// included, paid through today + validFor days, the title, the price the booking charged, which an Automatic
// service's subscription keeps charging) and the Recurring/Automatic flags of the payment.
// The offer as read is the offer as booked: its id is taken from the offers row only while that row still has the
// terms read (offerWithTermsRead), so an edit or a delete landing between the read and the batch leaves the
// service's offer_id NULL, which NOT NULL refuses, and the caller's whole batch is rolled back (db/errors.ts
// isNotNullViolation).

export type Purchase = {
  inmateId: number;
  offer: {
    id: number;
    title: string;
    priceCents: number;
    serviceTypes: ServiceType[];
    creditsIncludedTenths: number;
    validForDays: number | null;
    fixedMonthlyCreditChargeTenths: number | null;
  };
  recurring: boolean;
  automatic: boolean;
};

/** The offer's id while its row still has the terms read (termsOf in payments/order.ts); else NULL. */
const offerWithTermsRead = ({ offer }: Purchase) => sql<number>`(SELECT ${offers.id} FROM ${offers}
  WHERE ${offers.id} = ${offer.id} AND json(${offers.serviceTypes}) = json(${JSON.stringify(offer.serviceTypes)})
    AND ${offers.creditsIncludedTenths} = ${offer.creditsIncludedTenths}
    AND ${offers.validForDays} IS ${offer.validForDays}
    AND ${offers.fixedMonthlyCreditChargeTenths} IS ${offer.fixedMonthlyCreditChargeTenths})`;

function valuesOf(purchase: Purchase) {
  return {
    inmateId: purchase.inmateId,
    offerId: offerWithTermsRead(purchase),
    title: purchase.offer.title,
    priceCents: purchase.offer.priceCents,
    remainingTenths: purchase.offer.creditsIncludedTenths,
    topUpTenths: purchase.offer.creditsIncludedTenths,
    paidThrough: paidThroughFor(purchase.offer),
    recurringPayments: purchase.recurring,
    automaticPayments: purchase.automatic,
  };
}

/**
 * The insert of a bought service, as one statement of the caller's `db.batch` (the payment and its links are
 * booked in the same transaction). With `onlyIf`, the service is inserted only while that SQL condition holds (a card
 * booking: while its payment row is the pending one the batch inserted), so a second delivery inserts nothing.
 * The new service's id is `last_insert_rowid()` for the statement right after.
 */
export function purchaseService(db: Db, purchase: Purchase, onlyIf?: SQL) {
  const values = valuesOf(purchase);
  if (!onlyIf) return db.insert(services).values(values);
  // A conditional INSERT … SELECT … WHERE over a one-row source; Drizzle's insert().select() wants every column of
  // the table, in order, so the defaults (id, date_purchased, active, selected, cycle) are spelled out.
  return db.insert(services).select(
    db
      .select({
        id: sql<number>`NULL`.as('id'),
        inmateId: sql<number>`${values.inmateId}`.as('inmateId'),
        offerId: sql<number>`${values.offerId}`.as('offerId'),
        title: sql<string>`${values.title}`.as('title'),
        priceCents: sql<number>`${values.priceCents}`.as('priceCents'),
        remainingTenths: sql<number>`${values.remainingTenths}`.as('remainingTenths'),
        topUpTenths: sql<number>`${values.topUpTenths}`.as('topUpTenths'),
        lowBalanceNotified: sql<boolean>`0`.as('lowBalanceNotified'),
        datePurchased: sql<string>`${new Date().toISOString()}`.as('datePurchased'),
        paidThrough: sql<string | null>`${values.paidThrough}`.as('paidThrough'),
        recurringPayments: sql<boolean>`${values.recurringPayments ? 1 : 0}`.as('recurringPayments'),
        automaticPayments: sql<boolean>`${values.automaticPayments ? 1 : 0}`.as('automaticPayments'),
        stripeSubscriptionId: sql<string | null>`NULL`.as('stripeSubscriptionId'),
        active: sql<boolean>`1`.as('active'),
        selected: sql<boolean>`0`.as('selected'),
        cycle: sql<number>`0`.as('cycle'),
      })
      .from(sql`(SELECT 1)`)
      .where(onlyIf),
  );
}
