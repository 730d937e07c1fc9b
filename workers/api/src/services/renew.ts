import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { offers, paymentServices, payments, services } from '../db/schema';
import { addDays, DAY_MS, today } from './paid-through';

// Automatic renewal of a service (spec §2 screen 3 Automatic): its subscription, and each paid cycle.

/**
 * The price the service was bought at, which its subscription charges (docs/decisions.md "Offers keep their terms
 * once bought": staff may change the offer's price later); the offer's price only for a row that has none.
 */
const priceAtPurchase = sql<number>`coalesce(${services.priceCents}, ${offers.priceCents})`;

/** The service a subscription renews, with what a renewal needs from its offer and first payment. */
export async function findServiceBySubscription(db: Db, subscriptionId: string) {
  const [row] = await db
    .select({
      id: services.id,
      inmateId: services.inmateId,
      title: services.title,
      creditsIncludedTenths: offers.creditsIncludedTenths,
      validForDays: offers.validForDays,
      priceCents: priceAtPurchase,
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
 * The last paid day of the cycle of Stripe's schedule (the day before one of its bills: `lastPaidDay` ± whole
 * cycles) that is the first not before `lastPaidDay` nor before today.
 */
function scheduledDayFrom(lastPaidDay: string, cycleDays: number, now: string): string {
  const behind = Math.round((Date.parse(now) - Date.parse(lastPaidDay)) / DAY_MS);
  return behind <= 0 ? lastPaidDay : addDays(lastPaidDay, Math.ceil(behind / cycleDays) * cycleDays);
}

/**
 * One more cycle of a renewed service (docs/decisions.md "Automatic"), paid through the day before one of the
 * provider's bills, as the first cycle is. When the invoice says when its cycle ends (`nextBill`): the first such day
 * (that end ± whole cycles) not before the cycle's own last day, not past, and later than the row's paid-through. That
 * is the invoice's own cycle; the cycle billed now for a charge retried until after its cycle; the next cycle when
 * the row's is paid already (two invoices at once). So every paid cycle adds a cycle in whatever order the invoices
 * come, and paid-through never leaves the provider's schedule nor goes back. Without `nextBill`: max(yesterday, paid
 * through) + validFor days. Both from the row as the statement finds it, so two renewals booked at once add two
 * cycles. A never-expiring service stays so.
 */
function renewedPaidThrough(validForDays: number | null, nextBill: Date | undefined): SQL {
  if (validForDays === null) return sql`${services.paidThrough}`;
  const now = today();
  if (nextBill) {
    const first = scheduledDayFrom(addDays(today(nextBill), -1), validForDays, now);
    const cycle = sql`CAST(${validForDays} AS INTEGER)`;
    const paidDay = sql`date(${services.paidThrough})`;
    // A row paid through `first` or later (its cycle paid already): the next day before a bill after the row's date,
    // whole cycles after `first`. No date in the row (NULL or not a date): `first`.
    const daysAfter = sql`CAST(round(julianday(${paidDay}) - julianday(${first})) AS INTEGER)`;
    return sql`CASE WHEN ${paidDay} IS NULL OR ${paidDay} < ${first} THEN ${first}
      ELSE date(${first}, '+' || ((${daysAfter} / ${cycle} + 1) * ${cycle}) || ' days') END`;
  }
  const yesterday = addDays(now, -1);
  return sql`date(max(coalesce(${services.paidThrough}, ${yesterday}), ${yesterday}), ${`+${validForDays} days`})`;
}

/**
 * Whether the credits the service holds are still its to use when a cycle is booked, as the row is before the UPDATE:
 * they never expire, or their paid period has not ended (a cycle booked ahead: two invoices at once, or billed
 * before the period's end). Then the renewal adds the cycle's credits to them; otherwise the period's credits ended
 * with it and the cycle's replace them.
 */
function creditsStillPaidFor(): SQL {
  return sql`(${services.paidThrough} IS NULL OR ${services.paidThrough} >= ${today()})`;
}

/**
 * One more paid cycle, as a statement of the caller's batch: paid through one cycle later (`nextBill`: when the
 * provider bills next, if it says), the offer's credits included added to credits still paid for
 * (creditsStillPaidFor) or else in place of the ended period's, which then ends its `cycle` (telephony/metering.ts),
 * active again; only while `onlyIf` holds (the renewal's payment row is pending).
 */
export function renewService(db: Db, service: RenewableService, onlyIf: SQL, nextBill?: Date) {
  const credits = service.creditsIncludedTenths;
  const kept = creditsStillPaidFor();
  const renewedCredits = sql`CASE WHEN ${kept} THEN MAX(${services.remainingTenths}, 0) + ${credits} ELSE ${credits} END`;
  return db
    .update(services)
    .set({
      paidThrough: renewedPaidThrough(service.validForDays, nextBill),
      remainingTenths: renewedCredits,
      // A top-up of the cycle's credits: the low-balance e-mail may go once more.
      topUpTenths: credits,
      lowBalanceNotified: false,
      active: true,
      cycle: sql`CASE WHEN ${kept} THEN ${services.cycle} ELSE ${services.cycle} + 1 END`,
    })
    .where(and(eq(services.id, service.id), onlyIf));
}

/** The Automatic services a payment bought that have no subscription yet, with their price at purchase and cycle. */
export async function automaticServicesWithoutSubscription(db: Db, paymentId: number) {
  return db
    .select({
      id: services.id,
      inmateId: services.inmateId,
      offerId: services.offerId,
      title: services.title,
      paidThrough: services.paidThrough,
      datePurchased: services.datePurchased,
      priceCents: priceAtPurchase,
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
