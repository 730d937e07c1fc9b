import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inmates, phoneCalls } from '../db/schema';
import { nowIso } from '../db/schema/columns';
import { jails } from '../db/schema/staff';
import type { Mailer } from '../mail/mailer';
import {
  type FacilityCall,
  findCall,
  isPastConnecting,
  SPOKEN,
  sayAndHangUp,
  telephonyUrl,
} from './call-state';
import { serviceStillUsable } from './choose-service';
import { answerAgain, chooseAndConnect, ringFriend } from './connect';
import { friendRateNow } from './friend-rate';
import { limitGiven } from './holds';
import { meterCall } from './metering';
import { storedForms } from './numbers';
import { promptVerb } from './prompts';
import { mayTakeCalls } from './ring-friends';
import { gather, hangup, pause, playDigits, say, twiml } from './twiml';

// The facility call, step by step (issue 11; docs/architecture.md "Calls"). Each function answers one webhook with
// the TwiML of the next step; the state between steps is the phone_calls row of the inmate's CallSid (call-state.ts).

export const MAX_CODE_TRIES = 3;

function codeGather(origin: string, codeLength: number, prompt: string) {
  return gather({ numDigits: codeLength, action: telephonyUrl(origin, 'code'), timeout: 10 }, say(prompt));
}

/**
 * POST /api/telephony/voice: the facility's system calls the inmate's number from the jail's number. Answers its
 * prompt (wait promptDuration, press the DTMF tone, wait pauseBeforeGreeting), greets and asks for the secret code.
 */
export async function incomingCall(
  db: Db,
  origin: string,
  params: { CallSid: string; From: string; To: string },
): Promise<string> {
  const [inmateForms, jailForms] = [storedForms(params.To), storedForms(params.From)];
  const [[inmate], [jail]] = await Promise.all([
    inmateForms.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: inmates.id, secretCode: inmates.secretCode })
          .from(inmates)
          .where(inArray(inmates.twilioNumber, inmateForms))
          .orderBy(asc(inmates.id))
          .limit(1),
    jailForms.length === 0
      ? Promise.resolve([])
      : db.select().from(jails).where(inArray(jails.phoneNumber, jailForms)).orderBy(asc(jails.id)).limit(1),
  ]);
  if (!inmate || !jail) return sayAndHangUp(SPOKEN.unknownNumber);
  // A retried webhook of the same call finds its row and changes nothing.
  await db
    .insert(phoneCalls)
    .values({ callSid: params.CallSid, inmateId: inmate.id, jailId: jail.id })
    .onConflictDoNothing();
  return twiml(
    ...(jail.promptDuration > 0 ? [pause(jail.promptDuration)] : []),
    playDigits(`w${jail.dtmfResponse}`),
    ...(jail.pauseBeforeGreeting > 0 ? [pause(jail.pauseBeforeGreeting)] : []),
    await promptVerb(db, 'GREETING', origin),
    codeGather(origin, inmate.secretCode.length, SPOKEN.enterCode),
    say(SPOKEN.noCode),
    hangup(),
  );
}

/** Equal strings, compared in time that does not depend on where they differ. */
function sameCode(expected: string, given: string): boolean {
  if (expected.length !== given.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i += 1) difference |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return difference === 0;
}

/** POST /api/telephony/code: the secret code keyed (3 tries), then the service's connection. */
export async function codeEntered(
  db: Db,
  origin: string,
  params: { CallSid: string; Digits: string },
): Promise<string> {
  const call = await findCall(db, params.CallSid);
  if (!call) return sayAndHangUp(SPOKEN.unknownCall);
  if (isPastConnecting(call)) return twiml(hangup());
  if (call.codeTries >= MAX_CODE_TRIES) return sayAndHangUp(SPOKEN.goodbye);
  if (call.identifiedAt || sameCode(call.secretCode, params.Digits)) {
    await db
      .update(phoneCalls)
      .set({ identifiedAt: nowIso() })
      .where(and(eq(phoneCalls.callSid, call.callSid), isNull(phoneCalls.identifiedAt)));
    return chooseAndConnect(db, origin, call);
  }
  // Counted in the database (UPDATE … RETURNING), so tries that arrive at once are each counted.
  const [counted] = await db
    .update(phoneCalls)
    .set({ codeTries: sql`${phoneCalls.codeTries} + 1` })
    .where(
      and(
        eq(phoneCalls.callSid, call.callSid),
        isNull(phoneCalls.identifiedAt),
        lt(phoneCalls.codeTries, MAX_CODE_TRIES),
      ),
    )
    .returning({ codeTries: phoneCalls.codeTries });
  if (!counted || counted.codeTries >= MAX_CODE_TRIES) return sayAndHangUp(SPOKEN.goodbye);
  return twiml(codeGather(origin, call.secretCode.length, SPOKEN.wrongCode), say(SPOKEN.goodbye), hangup());
}

/**
 * Whether the Dial's leg was bridged: Twilio's DialBridged when it sends it (a friend who declines, or whose
 * voicemail picks up, ends a `completed` leg with a duration that was never bridged), else a completed leg that
 * lasted. A PHONE_PALS call is bridged only once a friend pressed 1 (acceptedFriendId).
 */
function wasBridged(
  call: Pick<FacilityCall, 'serviceType' | 'acceptedFriendId'>,
  params: { DialCallStatus: string; DialCallDuration: number; DialBridged?: string },
): boolean {
  const reported =
    params.DialBridged !== undefined
      ? params.DialBridged === 'true'
      : params.DialCallStatus === 'completed' && params.DialCallDuration > 0;
  return reported && (call.serviceType !== 'PHONE_PALS' || call.acceptedFriendId !== null);
}

/**
 * POST /api/telephony/dial: the Dial's action. Bridged: the call is metered (once) and ends, the minutes paid to the
 * friend who accepted. Not bridged: the next friend is rung (PHONE_PALS), or the caller hears why. Once a friend
 * accepted, a report of a leg not bridged is an earlier leg's, repeated late: the call ends and nobody else is rung.
 */
export async function dialResult(
  db: Db,
  origin: string,
  params: {
    CallSid: string;
    DialCallStatus: string;
    DialCallDuration: number;
    DialBridged?: string;
    /** The friend whose leg this reports (the action URL names them): absent for other calls. */
    friend?: number | undefined;
  },
  mailer?: Mailer,
): Promise<string> {
  const call = await findCall(db, params.CallSid);
  if (!call?.serviceId || !call.serviceType || call.limitSeconds === null) {
    return sayAndHangUp(SPOKEN.unknownCall);
  }
  if (wasBridged(call, params)) {
    await meterCall(
      db,
      {
        callSid: call.callSid,
        inmateId: call.inmateId,
        serviceId: call.serviceId,
        serviceType: call.serviceType,
        limitSeconds: call.limitSeconds,
        serviceCycle: call.serviceCycle,
        friendId: call.acceptedFriendId,
        friendRateCents: call.friendRateCents,
      },
      // The prompt the friend heard before pressing 1 is not talk (promptSeconds).
      Math.max(0, params.DialCallDuration - (call.promptSeconds ?? 0)),
      mailer,
    );
    return twiml(hangup());
  }
  if (call.serviceType !== 'PHONE_PALS') return sayAndHangUp(SPOKEN.notConnected);
  if (call.acceptedFriendId !== null) return twiml(hangup());
  // A report of a friend the call has moved on from is delivered again: its answer rang the friend rung now.
  if (params.friend !== undefined && params.friend !== call.friendId) {
    return answerAgain(db, origin, call.callSid);
  }
  // The next friend is rung on what the service can give now (holds.ts): the caller waited, and the service, or the
  // other calls on it, may have changed.
  const service = await serviceStillUsable(db, call.serviceId);
  if (!service) return twiml(await promptVerb(db, 'NO_CREDITS', origin), hangup());
  const limit = limitGiven(call.serviceId, call.callSid);
  const [given] = await db
    .update(phoneCalls)
    .set({ serviceCycle: service.cycle, ...limit.set })
    .where(and(eq(phoneCalls.callSid, call.callSid), isNull(phoneCalls.acceptedFriendId), limit.enough))
    .returning({ limitSeconds: phoneCalls.limitSeconds });
  if (!given) {
    // A friend accepted meanwhile (another copy of this report): that copy's answer carries the call.
    if ((await findCall(db, call.callSid))?.acceptedFriendId) return twiml(hangup());
    return twiml(await promptVerb(db, 'NO_CREDITS', origin), hangup());
  }
  return ringFriend(db, origin, call, given.limitSeconds ?? 0);
}

/** POST /api/telephony/whisper?call=&friend=: the friend's leg hears who calls and presses 1 to accept. */
export async function whisper(db: Db, origin: string, query: { call: string; friend: number }) {
  const call = await findCall(db, query.call);
  if (!call || call.friendId !== query.friend || call.status !== 'in-progress') return twiml(hangup());
  const friend = await db.get<{ ready: number }>(sql`SELECT ${mayTakeCalls(query.friend)} AS ready`);
  if (!friend?.ready) return twiml(hangup());
  // When this friend started hearing the prompt: the seconds until their 1 are not billed (whisperAnswer).
  await db
    .update(phoneCalls)
    .set({ whisperStartedMs: Date.now() })
    .where(
      and(
        eq(phoneCalls.callSid, query.call),
        eq(phoneCalls.friendId, query.friend),
        isNull(phoneCalls.acceptedFriendId),
      ),
    );
  return twiml(
    gather(
      { numDigits: 1, action: telephonyUrl(origin, 'whisper-answer', query), timeout: 10 },
      await promptVerb(db, 'FRIEND_PROMPT', origin),
    ),
    hangup(),
  );
}

/**
 * POST /api/telephony/whisper-answer?call=&friend=: 1 from the friend rung now accepts the call, recorded in one
 * conditional UPDATE with the seconds they heard the prompt and the rate per minute of that moment (a repeated 1 of
 * the same friend accepts again), and bridges the legs (an empty document); anything else hangs up.
 */
export async function whisperAnswer(db: Db, query: { call: string; friend: number }, digits: string) {
  if (digits !== '1') return twiml(hangup());
  const now = Date.now();
  const accepted = await db
    .update(phoneCalls)
    .set({
      acceptedFriendId: query.friend,
      // Kept from the first 1: a repeated one does not move them. The rate is the one the friend accepted: the
      // metering pays it, whatever Settings says by then (docs/decisions.md "Minutes and money").
      friendRateCents: sql`coalesce(${phoneCalls.friendRateCents}, ${friendRateNow})`,
      promptSeconds: sql`coalesce(${phoneCalls.promptSeconds},
        max(0, round((${now} - coalesce(${phoneCalls.whisperStartedMs}, ${now})) / 1000.0)))`,
    })
    .where(
      and(
        eq(phoneCalls.callSid, query.call),
        eq(phoneCalls.friendId, query.friend),
        eq(phoneCalls.status, 'in-progress'),
        or(isNull(phoneCalls.acceptedFriendId), eq(phoneCalls.acceptedFriendId, query.friend)),
        mayTakeCalls(query.friend),
      ),
    )
    .returning({ callSid: phoneCalls.callSid });
  return accepted.length === 1 ? twiml() : twiml(hangup());
}
