import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inmates, phoneCalls } from '../db/schema';
import { hangup, say, twiml } from './twiml';

// What every step of a facility call shares (call-flow.ts, connect.ts): its words, its webhooks' URLs, and the
// phone_calls row of the inmate's CallSid, which carries the call from one webhook to the next.

export const SPOKEN = {
  unknownNumber: 'We could not find this account. Goodbye.',
  unknownCall: 'We could not find this call. Goodbye.',
  enterCode: 'Please enter your secret code.',
  wrongCode: 'That code is not right. Please try again.',
  noCode: 'We did not get a code. Goodbye.',
  goodbye: 'Goodbye.',
  noFriend: 'No friend is available right now. Please try again later.',
  noForwardingNumber: 'No forwarding number is set for this account. Goodbye.',
  noAssistant: 'The assistant is not available right now. Please try again later. Goodbye.',
  notConnected: 'The call could not be connected. Goodbye.',
  notAChoice: 'That is not one of the choices.',
} as const;

/** Where the webhooks live, as absolute URLs on the origin Twilio called (what it signs next time). */
export function telephonyUrl(origin: string, path: string, query?: Record<string, string | number>) {
  const search = query
    ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
    : '';
  return `${origin}/api/telephony/${path}${search}`;
}

export const sayAndHangUp = (text: string) => twiml(say(text), hangup());

/** The facility call with what the next steps need of its inmate. */
export async function findCall(db: Db, callSid: string) {
  const [row] = await db
    .select({
      callSid: phoneCalls.callSid,
      inmateId: phoneCalls.inmateId,
      codeTries: phoneCalls.codeTries,
      identifiedAt: phoneCalls.identifiedAt,
      serviceId: phoneCalls.serviceId,
      serviceType: phoneCalls.serviceType,
      limitSeconds: phoneCalls.limitSeconds,
      serviceCycle: phoneCalls.serviceCycle,
      friendId: phoneCalls.friendId,
      triedFriendIds: phoneCalls.triedFriendIds,
      acceptedFriendId: phoneCalls.acceptedFriendId,
      promptSeconds: phoneCalls.promptSeconds,
      friendRateCents: phoneCalls.friendRateCents,
      status: phoneCalls.status,
      callId: phoneCalls.callId,
      endedAt: phoneCalls.endedAt,
      secretCode: inmates.secretCode,
      twilioNumber: inmates.twilioNumber,
      forwardingNumber: inmates.forwardingNumber,
    })
    .from(phoneCalls)
    .innerJoin(inmates, eq(inmates.id, phoneCalls.inmateId))
    .where(eq(phoneCalls.callSid, callSid));
  return row;
}
export type FacilityCall = NonNullable<Awaited<ReturnType<typeof findCall>>>;

/**
 * A call past choosing its connection: a friend accepted it, it was metered, or it ended. A code or menu step for it
 * can only be an earlier request delivered again; it must change nothing (a new service choice would unmeter the
 * call and free its friend to be rung by another).
 */
export const isPastConnecting = (call: FacilityCall) =>
  call.acceptedFriendId !== null || call.callId !== null || call.endedAt !== null;
