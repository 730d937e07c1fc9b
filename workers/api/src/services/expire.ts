import { RENEWAL_GRACE_HOURS } from '@app/shared';
import { and, eq, isNotNull, lt, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { services } from '../db/schema';

/** An Automatic service with a live subscription (shared `isRenewing`): its next cycle is being charged. */
const renewing = and(eq(services.automaticPayments, true), isNotNull(services.stripeSubscriptionId)) as SQL;

/**
 * The paid period ended by `instant`: a date-only paid-through value is paid through the end of that UTC day; a full
 * timestamp until that instant.
 */
export function endedBy(instant: Date): SQL | undefined {
  const iso = instant.toISOString();
  return or(
    and(sql`length(${services.paidThrough}) = 10`, lt(services.paidThrough, iso.slice(0, 10))),
    and(sql`length(${services.paidThrough}) > 10`, lte(services.paidThrough, iso)),
  );
}

/**
 * Marks the services whose paid period is over as inactive (a renewal sets them active again); a renewing service's
 * only RENEWAL_GRACE_HOURS after it, as `isDepleted` reads it. Answers how many.
 */
export async function expireServices(db: Db, now: Date): Promise<number> {
  const graceStart = new Date(now.getTime() - RENEWAL_GRACE_HOURS * 60 * 60 * 1000);
  const result = await db
    .update(services)
    .set({ active: false })
    .where(
      and(
        eq(services.active, true),
        isNotNull(services.paidThrough),
        or(and(not(renewing), endedBy(now)), and(renewing, endedBy(graceStart))),
      ),
    );
  return result.meta.changes ?? 0;
}
