// The services' lifecycle, run by the Worker's cron trigger (wrangler.toml [triggers]): marks services whose paid
// period is over, and applies each active service's fixed monthly credit charge (spec §3 fixedMoCrCharge) once per
// calendar month (UTC), recorded as a call without a conversation id (spec §3 call record: a fixed charge).
// Safe to run any number of times: a charge is keyed by (service, month) in service_monthly_charges.

export type LifecycleResult = { expired: number; charged: number };

/** Services per D1 batch: four statements each, one transaction per batch. */
const SERVICES_PER_BATCH = 50;

/** `YYYY-MM` of `now` in UTC: the month a fixed charge belongs to. */
export const monthOf = (now: Date) => now.toISOString().slice(0, 7);

export async function runLifecycle(d1: D1Database, now: Date = new Date()): Promise<LifecycleResult> {
  const nowIso = now.toISOString();
  const today = nowIso.slice(0, 10);
  const month = monthOf(now);

  // Expiry: paidThrough past (a date-only value is paid through the end of that UTC day, as isDepleted says).
  const expired = await d1
    .prepare(
      `UPDATE services SET active = 0
       WHERE active = 1 AND paid_through IS NOT NULL
         AND ((length(paid_through) = 10 AND paid_through < ?2) OR (length(paid_through) > 10 AND paid_through <= ?1))`,
    )
    .bind(nowIso, today)
    .run();

  const { results: due } = await d1
    .prepare(
      `SELECT s.id AS id, o.fixed_monthly_credit_charge_tenths AS charge,
              json_extract(o.service_types, '$[0]') AS serviceType
       FROM services s JOIN offers o ON o.id = s.offer_id
       WHERE s.active = 1 AND o.fixed_monthly_credit_charge_tenths > 0
         AND NOT EXISTS (SELECT 1 FROM service_monthly_charges m WHERE m.service_id = s.id AND m.month = ?1)
       ORDER BY s.id`,
    )
    .bind(month)
    .all<{ id: number; charge: number; serviceType: string }>();

  let charged = 0;
  for (let start = 0; start < due.length; start += SERVICES_PER_BATCH) {
    const statements = due.slice(start, start + SERVICES_PER_BATCH).flatMap((service) => [
      // 1. Claim (service, month): ignored when a run already did, and then nothing below happens.
      //    What is charged is the monthly charge, or what is left when that is less: never below zero.
      d1
        .prepare(
          `INSERT OR IGNORE INTO service_monthly_charges (service_id, month, tenths, charged_at)
           SELECT id, ?2, MIN(remaining_tenths, ?3), ?4 FROM services WHERE id = ?1 AND active = 1`,
        )
        .bind(service.id, month, service.charge, nowIso),
      // 2. The call record of the charge, only when step 1 claimed the month and there is something to take.
      d1
        .prepare(
          `INSERT INTO calls (inmate_id, service_id, date, credits_used_tenths, service_type, conversation_uuid)
           SELECT s.inmate_id, s.id, ?3, m.tenths, ?4, NULL
           FROM services s JOIN service_monthly_charges m ON m.service_id = s.id AND m.month = ?2
           WHERE s.id = ?1 AND m.tenths > 0 AND changes() = 1`,
        )
        .bind(service.id, month, nowIso, service.serviceType),
      // 3. Take the credits, only when step 2 wrote the call.
      d1
        .prepare(
          `UPDATE services SET remaining_tenths = remaining_tenths -
             (SELECT m.tenths FROM service_monthly_charges m WHERE m.service_id = ?1 AND m.month = ?2)
           WHERE id = ?1 AND changes() = 1`,
        )
        .bind(service.id, month),
      // 4. Link the claim to its call (the last row inserted), only when step 3 took the credits.
      d1
        .prepare(
          `UPDATE service_monthly_charges SET call_id = last_insert_rowid()
           WHERE service_id = ?1 AND month = ?2 AND changes() = 1`,
        )
        .bind(service.id, month),
    ]);
    const results = await d1.batch(statements);
    for (let i = 2; i < results.length; i += 4) charged += results[i]?.meta.changes ?? 0;
  }
  return { expired: expired.meta.changes ?? 0, charged };
}
