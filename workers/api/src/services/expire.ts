import { and, eq, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { services } from '../db/schema';

/**
 * Marks the services whose paid period is over as inactive (a renewal sets them active again). A date-only
 * paid-through value is paid through the end of that UTC day; a full timestamp until that instant. Answers how many.
 */
export async function expireServices(db: Db, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const result = await db
    .update(services)
    .set({ active: false })
    .where(
      and(
        eq(services.active, true),
        isNotNull(services.paidThrough),
        or(
          and(sql`length(${services.paidThrough}) = 10`, lt(services.paidThrough, nowIso.slice(0, 10))),
          and(sql`length(${services.paidThrough}) > 10`, lte(services.paidThrough, nowIso)),
        ),
      ),
    );
  return result.meta.changes ?? 0;
}
