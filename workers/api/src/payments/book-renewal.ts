import { sql } from 'drizzle-orm';
import { batchChanges } from '../db/batch';
import type { Db } from '../db/client';
import {
  attachSubscription,
  automaticServicesWithoutSubscription,
  findServiceBySubscription,
  type RenewableService,
  renewService,
} from '../services/renew';
import { firstBillingAt } from './billing-dates';
import { insertPendingPayment, linkPendingPayment, markSucceeded, whilePending } from './payment-rows';
import {
  MAX_BILLING_CYCLE_DAYS,
  type PaymentIntentSummary,
  type PaymentPort,
  type RenewalPayment,
} from './port';

/**
 * Starts the Stripe Subscription of each Automatic service of a payment that has none yet (spec §2 screen 3
 * "creates a subscription renewed each cycle"). Safe to repeat: the idempotency key per service makes Stripe
 * answer the same subscription, and the id is stored only where none is; one a stopped service cannot hold is
 * cancelled.
 */
export async function startRenewals(
  db: Db,
  payments: PaymentPort,
  intent: PaymentIntentSummary,
  paymentId: number,
) {
  const { customerId, paymentMethodId } = intent;
  if (!customerId || !paymentMethodId) return;
  for (const service of await automaticServicesWithoutSubscription(db, paymentId)) {
    // From the row (billing-dates.ts), so a retried start asks Stripe the very same under its idempotency key.
    const subscriptionId = await payments.createRenewalSubscription({
      customerId,
      paymentMethodId,
      offer: { id: service.offerId, title: service.title, priceCents: service.priceCents },
      cycleDays: service.validForDays,
      firstBillingAt: firstBillingAt(service),
      metadata: { kind: 'renewal', serviceId: String(service.id), inmateId: String(service.inmateId) },
      idempotencyKey: `renewal-${intent.id}-${service.id}`,
    });
    // Not stored, and not the service's already: Stop Auto-Renew came while Stripe created it. Nothing would cancel
    // it later, and it would bill the card every cycle for a service that no longer renews.
    if (
      !(await attachSubscription(db, service.id, subscriptionId)) &&
      (await findServiceBySubscription(db, subscriptionId))?.id !== service.id
    ) {
      await payments.cancelSubscription(subscriptionId);
    }
  }
}

/**
 * The next bill, when the invoice says and the offer's cycle is the one billed: a cycle longer than the provider
 * bills is billed sooner, yet each renewal still gives the offer's whole validity (docs/decisions.md "Automatic").
 */
function billedCycleEnd(service: RenewableService, renewal: RenewalPayment): Date | undefined {
  const billedAsOffered = service.validForDays !== null && service.validForDays <= MAX_BILLING_CYCLE_DAYS;
  return billedAsOffered ? renewal.cycleEndsAt : undefined;
}

export type RenewalOutcome = 'renewed' | 'already-renewed' | 'unknown-subscription';

/**
 * A paid renewal invoice of a service's subscription: records the payment and renews the service by one cycle
 * (services/renew.ts), once per payment (payment-rows.ts). The amount is the subscription's price, fixed when the
 * Automatic payment started it; the credits are the offer's in D1, which cannot change once bought (offers/queries.ts).
 */
export async function bookRenewal(db: Db, renewal: RenewalPayment): Promise<RenewalOutcome> {
  const service = await findServiceBySubscription(db, renewal.subscriptionId);
  if (!service) return 'unknown-subscription';
  const key = renewal.paymentKey;
  const changes = await batchChanges(db, [
    insertPendingPayment(db, {
      inmateId: service.inmateId,
      amountCents: renewal.amountPaidCents,
      key,
      paymentMethodId: service.paymentMethodId,
      notes: 'Automatic renewal',
    }),
    renewService(db, service, whilePending(key), billedCycleEnd(service, renewal)),
    linkPendingPayment(db, key, { id: sql`${service.id}`, title: service.title }),
    markSucceeded(db, key),
  ]);
  return changes.at(-1) === 1 ? 'renewed' : 'already-renewed';
}
