import type { ServiceType } from '@app/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { friendRateCents } from '../admin/settings-queries';
import type { Db } from '../db/client';
import { calls, friendEarnings, phoneCalls, services } from '../db/schema';
import { nowIso } from '../db/schema/columns';
import type { Mailer } from '../mail/mailer';
import { claimLowBalance, mailLowBalance } from '../services/low-balance';

// Metering a bridged call, exactly once (issue 11; docs/architecture.md "Calls"): its started minutes, 1 credit each,
// are taken from the service in ONE db.batch (one D1 transaction). The call record is the claim: calls has a unique
// index on conversation_uuid, and the record's conversationUuid is the facility call's CallSid, so a repeated, late
// or concurrent callback inserts nothing, and every later statement of its batch is gated by `changes() = 1`
// (the pattern of services/charge.ts). The credits taken are MIN(minutes, what remains): never below zero.
// A call runs on the credits of the service's paid cycle when it was dialled. An Automatic renewal booked while it
// lasts (the renewal grace, docs/decisions.md "Automatic") replaces those credits with the next cycle's, so such a
// call is recorded with its minutes, paid to its friend, and takes nothing from the new cycle.

export type MeteredCall = {
  callSid: string;
  inmateId: number;
  serviceId: number;
  serviceType: ServiceType;
  /** The whole minutes of credits the call was allowed when dialled, in seconds (the Dial's timeLimit). */
  limitSeconds: number;
  /** The service's paid cycle when dialled (services.cycle); null for a call dialled before cycles were kept. */
  serviceCycle: number | null;
  /** PHONE_PALS: the friend who accepted. */
  friendId: number | null;
  /**
   * PHONE_PALS: the rate in cents the friend accepted at (phone_calls.friend_rate_cents); null for a call accepted
   * before it was kept (migration 0027), paid the setting now.
   */
  friendRateCents: number | null;
};

/** Billed minutes of a bridged leg: started minutes of the reported talk time, never beyond the call's limit. */
export function billedSeconds(reportedSeconds: number, limitSeconds: number): number {
  return Math.max(0, Math.min(reportedSeconds, limitSeconds));
}

/**
 * Charges the bridged call once; answers true when this call charged it (false: it was metered before, or it
 * lasted no time at all). With a mailer, a call that leaves the service low sends its low-balance e-mail.
 */
export async function meterCall(
  db: Db,
  call: MeteredCall,
  reportedSeconds: number,
  mailer?: Mailer,
): Promise<boolean> {
  const seconds = billedSeconds(reportedSeconds, call.limitSeconds);
  const minutes = Math.ceil(seconds / 60);
  if (minutes === 0) return false;
  const now = nowIso();
  const friendId = call.serviceType === 'PHONE_PALS' ? call.friendId : null;
  // The rate of the friend's 1: a Settings save during the call reprices none of its minutes.
  const rate = friendId === null ? 0 : (call.friendRateCents ?? (await friendRateCents(db)));
  const record = eq(calls.conversationUuid, call.callSid);
  // Still the cycle the call was dialled in: its credits are the ones the service holds.
  const sameCycle = sql`${services.cycle} = coalesce(${call.serviceCycle}, ${services.cycle})`;

  const claim = db
    .insert(calls)
    .select(
      db
        .select({
          id: sql<number>`NULL`.as('id'),
          inmateId: services.inmateId,
          serviceId: services.id,
          date: sql<string>`${now}`.as('date'),
          // A later cycle: the minutes came from the last cycle's credits, which covered them (limitSeconds).
          creditsUsedTenths: sql<number>`CASE WHEN ${sameCycle}
            THEN MIN(${minutes * 10}, MAX(${services.remainingTenths}, 0)) ELSE ${minutes * 10} END`.as(
            'creditsUsedTenths',
          ),
          serviceType: sql<string>`${call.serviceType}`.as('serviceType'),
          conversationUuid: sql<string>`${call.callSid}`.as('conversationUuid'),
          friendId: sql<number | null>`${friendId}`.as('friendId'),
          durationSeconds: sql<number>`${seconds}`.as('durationSeconds'),
        })
        .from(services)
        .where(and(eq(services.id, call.serviceId), eq(services.inmateId, call.inmateId))),
    )
    .onConflictDoNothing();
  // 2. Take what the record says, only when step 1 wrote it (MIN above keeps it within what remains), and only
  // from the cycle the call was dialled in.
  const take = db
    .update(services)
    .set({
      remainingTenths: sql`CASE WHEN ${sameCycle} THEN MAX(0, ${services.remainingTenths} - (SELECT
        c.credits_used_tenths FROM ${calls} c WHERE c.conversation_uuid = ${call.callSid}))
        ELSE ${services.remainingTenths} END`,
    })
    .where(and(eq(services.id, call.serviceId), sql`changes() = 1`));
  // 3. spec §1: the friend is paid per accepted minute, in the ledger of friend_earnings, only when step 2 ran.
  const earn = db.insert(friendEarnings).select(
    db
      .select({
        id: sql<number>`NULL`.as('id'),
        friendId: sql<number>`${friendId}`.as('friendId'),
        callId: calls.id,
        minutes: sql<number>`${minutes}`.as('minutes'),
        rateCents: sql<number>`${rate}`.as('rateCents'),
        cents: sql<number>`${minutes * rate}`.as('cents'),
        earnedAt: sql<string>`${now}`.as('earnedAt'),
      })
      .from(calls)
      .where(and(record, sql`${friendId} IS NOT NULL`, sql`changes() = 1`)),
  );
  // 4. The facility call points at its record (harmless to repeat).
  const link = db
    .update(phoneCalls)
    .set({ callId: sql`(SELECT c.id FROM ${calls} c WHERE c.conversation_uuid = ${call.callSid})` })
    .where(and(eq(phoneCalls.callSid, call.callSid), isNull(phoneCalls.callId)));

  // The claim's own row count includes the calls_set_last_used trigger's update (migration 0025): whether this
  // delivery charged the call is whether step 2 took the credits.
  // 5. issue 13 §4: the low-balance claim in the same transaction (services/low-balance.ts), when it can be mailed.
  const [, taken, , , ...claims] = await db.batch([
    claim,
    take,
    earn,
    link,
    ...(mailer ? [claimLowBalance(db, [call.serviceId])] : []),
  ]);
  // Whatever this delivery charged, a claim it made is this delivery's to mail: no other request will.
  if (mailer) await mailLowBalance(db, mailer, claims.flat());
  return taken.meta.changes === 1;
}
