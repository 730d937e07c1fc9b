import { type SQL, sql } from 'drizzle-orm';
import { phoneCalls, services } from '../db/schema';

// Calls at once on one service share its credits (docs/architecture.md "Calls"): a call's time limit is the whole
// minutes the service holds less those the other calls still running on it were given. It is decided inside the
// statement that gives it, so calls keyed at the same moment never count the same credits twice (D1 runs one statement
// at a time). A call stops holding once metered (call_id), once its end is reported (ended_at), or, should that report
// never come, once it is older than its limit and HOLD_MARGIN_SECONDS: no call lasts that long.

/** What a call may spend before its Dial: the code, a bundle's menu, friends ringing one after another. */
export const HOLD_MARGIN_SECONDS = 30 * 60;

/** Tenths of credits given to the calls on `serviceId` other than `callSid` that are still running (60 s: 10). */
function heldByOtherCalls(serviceId: number, callSid: string, now: string): SQL {
  return sql`COALESCE((SELECT SUM(other.limit_seconds / 6) FROM ${phoneCalls} AS other
    WHERE other.service_id = ${serviceId} AND other.call_sid <> ${callSid} AND other.limit_seconds IS NOT NULL
      AND other.call_id IS NULL AND other.ended_at IS NULL
      AND julianday(other.created_at) + (other.limit_seconds + ${HOLD_MARGIN_SECONDS}) / 86400.0 > julianday(${now})), 0)`;
}

/**
 * The time limit service `serviceId` can give call `callSid` now, in whole minutes as seconds (1 credit a minute):
 * what it holds less what the calls still running on it were given, never below 0. For the SET and the WHERE of the
 * UPDATE that gives the call its limit.
 * @example db.update(phoneCalls).set({ limitSeconds: available }).where(and(…, sql`${available} >= 60`))
 */
export function availableSeconds(serviceId: number, callSid: string, now = new Date()): SQL<number> {
  const remaining = sql`(SELECT ${services.remainingTenths} FROM ${services} WHERE ${services.id} = ${serviceId})`;
  const held = heldByOtherCalls(serviceId, callSid, now.toISOString());
  return sql<number>`(MAX(${remaining} - ${held}, 0) / 10 * 60)`;
}
