import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { offers, paymentServices, payments, services } from '../db/schema';
import { addDays, today } from './paid-through';

// Automatic renewal of a service (spec §2 screen 3 Automatic): its subscription, and each paid cycle.

/** The service a subscription renews, with what a renewal needs from its offer and first payment. */
export async function findServiceBySubscription(db: Db, subscriptionId: string) {
  const [row] = await db
    .select({
      id: services.id,
      inmateId: services.inmateId,
      title: services.title,
      creditsIncludedTenths: offers.creditsIncludedTenths,
      validForDays: offers.validForDays,
      priceCents: offers.priceCents,
      paymentMethodId: sql<number | null>`(
        SELECT p.payment_method_id FROM ${paymentServices} ps JOIN ${payments} p ON p.id = ps.payment_id
        WHERE ps.service_id = ${services.id} ORDER BY p.id LIMIT 1)`,
    })
    .from(services)
    .innerJoin(offers, eq(offers.id, services.offerId))
    .where(eq(services.stripeSubscriptionId, subscriptionId))
    .limit(1);
  return row;
}

export type RenewableService = NonNullable<Awaited<ReturnType<typeof findServiceBySubscription>>>;

/**
 * One more cycle of a renewed service (docs/decisions.md "Automatic"), so that it is paid through the day before the
 * next bill, as the first cycle is: through the day before `nextBill` when the provider says when that is (never
 * earlier than the row's date); else max(yesterday, paid through) + validFor days, from the row as the statement
 * finds it, so two renewals booked at once add two cycles. A never-expiring service stays so.
 */
function renewedPaidThrough(validForDays: number | null, nextBill: Date | undefined): SQL {
  if (validForDays === null) return sql`${services.paidThrough}`;
  if (nextBill) {
    const lastPaidDay = addDays(today(nextBill), -1);
    return sql`max(coalesce(${services.paidThrough}, ${lastPaidDay}), ${lastPaidDay})`;
  }
  const yesterday = addDays(today(), -1);
  return sql`date(max(coalesce(${services.paidThrough}, ${yesterday}), ${yesterday}), ${`+${validForDays} days`})`;
}

/**
 * One more paid cycle, as a statement of the caller's batch: paid through one cycle later (`nextBill`: when the
 * provider bills next, if it says), credits restored to the offer's credits included, active again, the next
 * `cycle`; only while `onlyIf` holds (the renewal's payment row is pending).
 */
export function renewService(db: Db, service: RenewableService, onlyIf: SQL, nextBill?: Date) {
  return db
    .update(services)
    .set({
      paidThrough: renewedPaidThrough(service.validForDays, nextBill),
      remainingTenths: service.creditsIncludedTenths,
      // A top-up: the low-balance e-mail may go once more for this cycle's credits.
      topUpTenths: service.creditsIncludedTenths,
      lowBalanceNotified: false,
      active: true,
      cycle: sql`${services.cycle} + 1`,
    })
    .where(and(eq(services.id, service.id), onlyIf));
}

/** The Automatic services a payment bought that have no subscription yet, with their offer's price and cycle. */
export async function automaticServicesWithoutSubscription(db: Db, paymentId: number) {
  return db
    .select({
      id: services.id,
      inmateId: services.inmateId,
      offerId: services.offerId,
      title: services.title,
      paidThrough: services.paidThrough,
      datePurchased: services.datePurchased,
      priceCents: offers.priceCents,
      validForDays: offers.validForDays,
    })
    .from(services)
    .innerJoin(paymentServices, eq(paymentServices.serviceId, services.id))
    .innerJoin(offers, eq(offers.id, services.offerId))
    .where(
      and(
        eq(paymentServices.paymentId, paymentId),
        eq(services.automaticPayments, true),
        isNull(services.stripeSubscriptionId),
      ),
    )
    .orderBy(asc(services.id));
}

/**
 * Stores the subscription that renews a service while it is still Automatic and has none (a repeated start changes
 * nothing). True when stored.
 */
export async function attachSubscription(
  db: Db,
  serviceId: number,
  subscriptionId: string,
): Promise<boolean> {
  const result = await db
    .update(services)
    .set({ stripeSubscriptionId: subscriptionId })
    .where(
      and(
        eq(services.id, serviceId),
        eq(services.automaticPayments, true),
        isNull(services.stripeSubscriptionId),
      ),
    )
    .run();
  return result.meta.changes > 0;
}
