import { type SQL, sql } from 'drizzle-orm';
import { phoneCalls, services } from '../db/schema';

// Calls at once on one service share its credits (docs/architecture.md "Calls"): a call's time limit is the whole
// minutes the service holds less those the other calls still running on it were given. It is decided inside the
// statement that gives it, so calls keyed at the same moment never count the same credits twice (D1 runs one statement
// at a time). A call stops holding once metered (call_id), once its end is reported (ended_at), or, should that report
// never come, once its limit was given longer ago than that limit and HOLD_MARGIN_SECONDS: no call lasts that long.

/** Beyond its limit, how long a call given one may go on: a friend's ringing and prompt, the menu, slow reports. */
export const HOLD_MARGIN_SECONDS = 30 * 60;

/**
 * Tenths of credits given to the calls on `serviceId` other than `callSid` that still hold them (60 s: 10): calls of
 * the service's cycle now (one dialled before a renewal replaced its credits takes none of the new ones, as metering
 * does), not metered, no end reported, given their limit less than that limit and HOLD_MARGIN_SECONDS ago.
 */
function heldByOtherCalls(serviceId: number, callSid: string, now: string): SQL {
  return sql`COALESCE((SELECT SUM(other.limit_seconds / 6) FROM ${phoneCalls} AS other
    WHERE other.service_id = ${serviceId} AND other.call_sid <> ${callSid} AND other.limit_seconds IS NOT NULL
      AND other.call_id IS NULL AND other.ended_at IS NULL
      AND COALESCE(other.service_cycle, svc.cycle) = svc.cycle
      AND julianday(COALESCE(other.limit_given_at, other.created_at)) + (other.limit_seconds + ${HOLD_MARGIN_SECONDS})
        / 86400.0 > julianday(${now})), 0)`;
}

/**
 * The time limit service `serviceId` can give call `callSid` now, in whole minutes as seconds (1 credit a minute):
 * what it holds less what the calls still running on it were given, never below 0 (NULL when the service is gone).
 */
function availableSeconds(serviceId: number, callSid: string, now: string): SQL<number> {
  return sql<number>`(SELECT MAX(svc.remaining_tenths - ${heldByOtherCalls(serviceId, callSid, now)}, 0) / 10 * 60
    FROM ${services} AS svc WHERE svc.id = ${serviceId})`;
}

/**
 * The time limit call `callSid` is given on service `serviceId`, for one UPDATE of its phone_calls row: `set` writes
 * the limit (availableSeconds) and when it was given, `enough` keeps the UPDATE to a limit of at least a minute.
 * @example const given = limitGiven(serviceId, callSid); db.update(phoneCalls).set({ …, ...given.set }).where(and(…, given.enough))
 */
export function limitGiven(serviceId: number, callSid: string, now = new Date()) {
  const available = availableSeconds(serviceId, callSid, now.toISOString());
  return {
    set: { limitSeconds: available, limitGivenAt: now.toISOString() },
    enough: sql`${available} >= 60`,
  };
}
