import { and, asc, eq, gt, isNull, not, notExists, or, type SQL, sql } from 'drizzle-orm';
import { batchChanges } from '../db/batch';
import { getDb } from '../db/client';
import { offers, serviceMonthlyCharges, services } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { type MonthlyCharge, monthlyChargeStatements } from '../services/charge';
import { endedBy, expireServices } from '../services/expire';
import { notifyLowBalance } from '../services/low-balance';

// The services' lifecycle, run by the Worker's cron trigger (wrangler.toml [triggers]): marks services whose paid
// period is over (services/expire.ts), and applies each active service's fixed monthly credit charge (spec §3
// fixedMoCrCharge) once per calendar month (UTC), recorded as a call without a conversation id (spec §3 call
// record: a fixed charge; services/charge.ts), one in its renewal grace once renewed (paidPeriodRuns). Safe to run
// any number of times: a charge is keyed by (service, month) in service_monthly_charges.

export type LifecycleResult = { expired: number; charged: number };

/** Services per D1 batch: four statements each, one transaction per batch. */
const SERVICES_PER_BATCH = 50;
const STATEMENTS_PER_SERVICE = 4;

/** `YYYY-MM` of `now` in UTC: the month a fixed charge belongs to. */
export const monthOf = (now: Date) => now.toISOString().slice(0, 7);

/**
 * The service's paid period has not ended by `now` (or never ends), as services/expire.ts reads it. An active service
 * whose period has ended is an Automatic one in its renewal grace: its credits are the ended period's, which the
 * renewal replaces (services/renew.ts), so the month's charge waits for a run after the renewal, whichever of the two
 * comes first (claimed per (service, month), it is still taken once); never renewed, it expires uncharged.
 */
const paidPeriodRuns = (now: Date): SQL =>
  or(isNull(services.paidThrough), not(endedBy(now) ?? sql`0`)) as SQL;

export async function runLifecycle(
  d1: D1Database,
  now: Date = new Date(),
  mailer?: Mailer,
): Promise<LifecycleResult> {
  const db = getDb(d1);
  const month = monthOf(now);
  const expired = await expireServices(db, now);

  const due: MonthlyCharge[] = await db
    .select({
      serviceId: services.id,
      tenths: sql<number>`${offers.fixedMonthlyCreditChargeTenths}`,
      serviceType: sql<string>`json_extract(${offers.serviceTypes}, '$[0]')`,
    })
    .from(services)
    .innerJoin(offers, eq(offers.id, services.offerId))
    .where(
      and(
        eq(services.active, true),
        paidPeriodRuns(now),
        gt(offers.fixedMonthlyCreditChargeTenths, 0),
        notExists(
          db
            .select({ id: serviceMonthlyCharges.id })
            .from(serviceMonthlyCharges)
            .where(
              and(eq(serviceMonthlyCharges.serviceId, services.id), eq(serviceMonthlyCharges.month, month)),
            ),
        ),
      ),
    )
    .orderBy(asc(services.id));

  let charged = 0;
  for (let start = 0; start < due.length; start += SERVICES_PER_BATCH) {
    const statements = due
      .slice(start, start + SERVICES_PER_BATCH)
      .flatMap((charge) => monthlyChargeStatements(db, charge, month, now.toISOString()));
    const changes = await batchChanges(db, statements);
    // The third statement of each service takes the credits: it changed a row exactly when the charge applied.
    const chargedIds: number[] = [];
    due.slice(start, start + SERVICES_PER_BATCH).forEach((charge, n) => {
      if (changes[n * STATEMENTS_PER_SERVICE + 2] === 1) chargedIds.push(charge.serviceId);
    });
    charged += chargedIds.length;
    // issue 13 §4: a monthly charge that leaves a service low sends its low-balance e-mail.
    await notifyLowBalance(db, mailer, chargedIds);
  }
  return { expired, charged };
}
