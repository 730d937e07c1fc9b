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
import { renewalTrialEnd } from './billing-dates';
import { insertPendingPayment, linkPendingPayment, markSucceeded, whilePending } from './payment-rows';
import {
  MAX_BILLING_CYCLE_DAYS,
  type PaymentIntentSummary,
  type PaymentPort,
  type RenewalPayment,
} from './port';

/** Stripe refuses a `trial_end` that is not in the future: a first bill sooner than this is moved later. */
const SOONEST_TRIAL_END_MS = 10 * 60_000;
const HOUR_MS = 3_600_000;

/**
 * When a service's subscription first bills (Stripe's trial end) and the idempotency key it is created under. As a
 * rule the row's own first bill (billing-dates.ts renewalTrialEnd) under `renewal-<payment>-<service>`, so a retried
 * start sends Stripe the very same, which its idempotency key requires. A first bill already past or under 10 minutes
 * away (the start failed until the end of a short paid period, and Stripe retried the webhook since) cannot be a trial
 * end: the service then bills within the hour, at the first whole hour at least 10 minutes away, which retries within
 * that hour send alike. Such a trial end differs from hour to hour, which Stripe refuses under one key: its key names
 * it. No second subscription comes of that: startRenewals first asks Stripe for the one a start made.
 */
export function renewalStart(
  service: { id: number; paidThrough: string | null; datePurchased: string },
  paymentIntentId: string,
  now = Date.now(),
): { trialEnd: Date; idempotencyKey: string } {
  const idempotencyKey = `renewal-${paymentIntentId}-${service.id}`;
  const trialEnd = renewalTrialEnd(service);
  if (trialEnd.getTime() > now + SOONEST_TRIAL_END_MS) return { trialEnd, idempotencyKey };
  const soonest = new Date(Math.ceil((now + SOONEST_TRIAL_END_MS) / HOUR_MS) * HOUR_MS);
  return { trialEnd: soonest, idempotencyKey: `${idempotencyKey}-${soonest.getTime() / 1000}` };
}

type ServiceToRenew = Awaited<ReturnType<typeof automaticServicesWithoutSubscription>>[number];
type Payer = { customerId: string; paymentMethodId: string; paymentIntentId: string };

/**
 * Starts one service's subscription, or takes the one a start made before (its answer lost, or the attaching failed,
 * maybe days ago, when Stripe no longer knows its idempotency key), and attaches it to the service.
 */
async function startRenewal(db: Db, payments: PaymentPort, payer: Payer, service: ServiceToRenew) {
  const { trialEnd, idempotencyKey } = renewalStart(service, payer.paymentIntentId);
  const subscriptionId =
    (await payments.findRenewalSubscription(payer.customerId, service.id)) ??
    (await payments.createRenewalSubscription({
      customerId: payer.customerId,
      paymentMethodId: payer.paymentMethodId,
      // The price the service was bought at (services.price_cents), whatever the offer costs today.
      offer: { id: service.offerId, title: service.title, priceCents: service.priceCents },
      cycleDays: service.validForDays,
      trialEnd,
      metadata: { kind: 'renewal', serviceId: String(service.id), inmateId: String(service.inmateId) },
      idempotencyKey,
    }));
  // Not stored, and not the service's already: Stop Auto-Renew came while Stripe was asked. Nothing would cancel it
  // later, and it would bill the card every cycle for a service that no longer renews.
  if (
    !(await attachSubscription(db, service.id, subscriptionId)) &&
    (await findServiceBySubscription(db, subscriptionId))?.id !== service.id
  ) {
    await payments.cancelSubscription(subscriptionId);
  }
}

/**
 * Starts the Stripe Subscription of each Automatic service of a payment that has none yet (spec §2 screen 3
 * "creates a subscription renewed each cycle"). Safe to repeat: a subscription Stripe holds for a service is taken
 * again (startRenewal), and the id is stored only where none is; one a stopped service cannot hold is cancelled.
 * Every service is tried: one that fails leaves the others started, and the first failure is thrown at the end, so
 * the webhook answers 500 and Stripe sends the event again for the ones left.
 */
export async function startRenewals(
  db: Db,
  payments: PaymentPort,
  intent: PaymentIntentSummary,
  paymentId: number,
) {
  const { customerId, paymentMethodId } = intent;
  if (!customerId || !paymentMethodId) return;
  const payer = { customerId, paymentMethodId, paymentIntentId: intent.id };
  const failures: unknown[] = [];
  for (const service of await automaticServicesWithoutSubscription(db, paymentId)) {
    await startRenewal(db, payments, payer, service).catch((error: unknown) => {
      console.error(
        `renewal start of service ${service.id}: ${error instanceof Error ? error.message : error}`,
      );
      failures.push(error);
    });
  }
  if (failures.length > 0) throw failures[0];
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
