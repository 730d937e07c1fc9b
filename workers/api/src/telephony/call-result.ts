import { creditsFromTenths, dollarsFromCents, type ServiceType } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { calls, friendEarnings, phoneCalls } from '../db/schema';

// What became of a facility call, for the local dev door GET /api/dev/phonecalls/:callSid (the telephony flow
// contract, docs/architecture.md "Calls"): `npm run call` prints it after simulating the call.

export type PhoneCallResult = {
  callSid: string;
  status: string;
  serviceType: ServiceType | null;
  /** Minutes charged (started minutes of the bridged leg within its limit); 0 when it was not metered. */
  minutes: number;
  /** Credits, one decimal; 0 when none. */
  creditsCharged: number;
  /** The friend who took the call (PHONE_PALS), else null. */
  friendId: number | null;
  /** Dollars the friend earned for it; 0 when none. */
  friendEarned: number;
};

export async function phoneCallResult(db: Db, callSid: string): Promise<PhoneCallResult | undefined> {
  const [row] = await db
    .select({
      callSid: phoneCalls.callSid,
      status: phoneCalls.status,
      serviceType: phoneCalls.serviceType,
      durationSeconds: calls.durationSeconds,
      creditsUsedTenths: calls.creditsUsedTenths,
      friendId: calls.friendId,
      earnedCents: friendEarnings.cents,
    })
    .from(phoneCalls)
    .leftJoin(calls, eq(calls.id, phoneCalls.callId))
    .leftJoin(friendEarnings, eq(friendEarnings.callId, calls.id))
    .where(eq(phoneCalls.callSid, callSid));
  if (!row) return undefined;
  return {
    callSid: row.callSid,
    status: row.status,
    serviceType: row.serviceType ?? null,
    minutes: Math.ceil((row.durationSeconds ?? 0) / 60),
    creditsCharged: creditsFromTenths(row.creditsUsedTenths ?? 0),
    friendId: row.friendId ?? null,
    friendEarned: dollarsFromCents(row.earnedCents ?? 0),
  };
}
