import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { offers, paymentServices, payments, services } from '../db/schema';

// A payment refunded (docs/decisions.md "Refunds and lost disputes"): each service it bought or renewed loses the
// credits that payment gave it, never going below zero.

/** The payment of a provider key, as a subquery. */
const paymentOf = (key: string) =>
  sql`(SELECT ${payments.id} FROM ${payments} WHERE ${payments.stripePaymentIntentId} = ${key})`;

/**
 * What the payment gave the service being updated: the credits its booking recorded (`payment_services`, since
 * migration 0023), or for a row booked before, the offer's credits included, which are what a purchase or a renewal
 * gives (an offer's credits cannot change once bought).
 */
const creditsGiven = (key: string) => sql`COALESCE(
  (SELECT ps.credits_added_tenths FROM ${paymentServices} ps
    WHERE ps.payment_id = ${paymentOf(key)} AND ps.service_id = ${services.id}),
  (SELECT ${offers.creditsIncludedTenths} FROM ${offers} WHERE ${offers.id} = ${services.offerId}),
  0)`;

/**
 * Takes back the credits the payment of `key` gave each service it bought or renewed, down to zero and never
 * below, as one statement of the caller's batch; only while `onlyIf` holds (the refund's payment row is still
 * `succeeded`), so a refund reported twice takes them once. A money charge bought no service: nothing changes.
 */
export function takeBackCredits(db: Db, key: string, onlyIf: SQL) {
  return db
    .update(services)
    .set({ remainingTenths: sql`MAX(${services.remainingTenths} - ${creditsGiven(key)}, 0)` })
    .where(
      and(
        inArray(
          services.id,
          db
            .select({ id: paymentServices.serviceId })
            .from(paymentServices)
            .where(eq(paymentServices.paymentId, paymentOf(key))),
        ),
        onlyIf,
      ),
    );
}

/** The services the payment of `key` bought or renewed that still renew by a subscription (services/stop.ts). */
export function renewingServicesOfPayment(db: Db, key: string) {
  return db
    .select({
      id: services.id,
      inmateId: services.inmateId,
      automaticPayments: services.automaticPayments,
      stripeSubscriptionId: services.stripeSubscriptionId,
    })
    .from(services)
    .innerJoin(paymentServices, eq(paymentServices.serviceId, services.id))
    .where(
      and(
        eq(paymentServices.paymentId, paymentOf(key)),
        eq(services.automaticPayments, true),
        isNotNull(services.stripeSubscriptionId),
      ),
    );
}
