import { and, eq, isNull } from 'drizzle-orm';
import { readSetting, SETTING_KEYS } from '../admin/settings-queries';
import type { Db } from '../db/client';
import { friends, phoneCalls } from '../db/schema';
import {
  type FacilityCall,
  findCall,
  isPastConnecting,
  SPOKEN,
  sayAndHangUp,
  telephonyUrl,
} from './call-state';
import {
  CALL_SERVICE_TYPES,
  type CallServiceType,
  callTypesOfService,
  chooseService,
  serviceStillUsable,
} from './choose-service';
import { limitGiven } from './holds';
import { e164 } from './numbers';
import { promptVerb } from './prompts';
import { type RungFriend, ringNextFriend } from './ring-friends';
import { dial, gather, hangup, redirect, say, twiml } from './twiml';

// After the secret code: the service the call uses (choose-service.ts) and its connection. A service whose offer
// covers several kinds of call (a bundle, spec §1 "aggregate offers") first asks which one on the keypad, so every
// kind the bundle was bought for can be reached.
// Each choice is made once: its UPDATE only takes a call that has not made it yet. A step Twilio delivers again (it
// retries a request whose answer it did not get) gets the answer of the connection as it stands (answerAgain) and
// changes nothing, so a Dial in progress keeps its service, its kind and the friend whose phone rings.

/** The keypad menu: one key per kind of call, always the same key for the same kind. */
export const MENU_CHOICES: Record<CallServiceType, string> = {
  PHONE_PALS: 'Press 1 to call a friend.',
  CALL_FORWARDING: 'Press 2 to call your saved number.',
  AI_CHAT: 'Press 3 for the assistant.',
};
const MENU_KEYS: Record<string, CallServiceType> = { 1: 'PHONE_PALS', 2: 'CALL_FORWARDING', 3: 'AI_CHAT' };

/**
 * The menu of `types`. Without a key the Gather ends and its Redirect comes to the menu with no Digits: the first
 * kind is connected. After a key that is not a choice, the menu is said again.
 */
function menu(origin: string, types: CallServiceType[], again = false) {
  const url = telephonyUrl(origin, 'menu');
  return twiml(
    ...(again ? [say(SPOKEN.notAChoice)] : []),
    gather(
      { numDigits: 1, action: url, timeout: 10 },
      say(types.map((type) => MENU_CHOICES[type]).join(' ')),
    ),
    redirect(url),
  );
}

/**
 * The service for the call, recorded on it (its kind only once known); a bundle asks which kind. No service: the
 * NO_CREDITS prompt.
 */
export async function chooseAndConnect(db: Db, origin: string, call: FacilityCall): Promise<string> {
  if (call.serviceId !== null) return answerAgain(db, origin, call.callSid);
  // A service whose minutes other calls hold gives way to the next the inmate could use, as a used-up one does.
  const held: number[] = [];
  for (;;) {
    const service = await chooseService(db, call.inmateId, new Date(), held);
    if (!service) return noCredits(db, origin);
    const asks = service.callTypes.length > 1;
    // The minutes the other calls running on the service were not given (holds.ts), decided in this statement.
    const given = limitGiven(service.serviceId, call.callSid);
    const [claimed] = await db
      .update(phoneCalls)
      .set({
        serviceId: service.serviceId,
        serviceType: asks ? null : service.serviceType,
        serviceCycle: service.cycle,
        ...given.set,
      })
      .where(and(eq(phoneCalls.callSid, call.callSid), isNull(phoneCalls.serviceId), given.enough))
      .returning({ limitSeconds: phoneCalls.limitSeconds });
    if (claimed) {
      if (asks) return menu(origin, service.callTypes);
      return connectAs(db, origin, call, service.serviceType, claimed.limitSeconds ?? 0);
    }
    if ((await findCall(db, call.callSid))?.serviceId) return answerAgain(db, origin, call.callSid);
    held.push(service.serviceId);
  }
}

/** The caller hears that no credits are left, and the call ends. */
async function noCredits(db: Db, origin: string): Promise<string> {
  return twiml(await promptVerb(db, 'NO_CREDITS', origin), hangup());
}

/** POST /api/telephony/menu: the kind of call keyed (none: the first), then its connection. */
export async function menuChosen(db: Db, origin: string, params: { CallSid: string; Digits: string }) {
  const call = await findCall(db, params.CallSid);
  if (!call?.identifiedAt || !call.serviceId || call.limitSeconds === null) {
    return sayAndHangUp(SPOKEN.unknownCall);
  }
  if (isPastConnecting(call) || call.serviceType !== null) return answerAgain(db, origin, call.callSid);
  const types = await callTypesOfService(db, call.serviceId);
  const chosen = params.Digits === '' ? types[0] : MENU_KEYS[params.Digits];
  if (!chosen || !types.includes(chosen)) {
    return types.length > 0 ? menu(origin, types, true) : sayAndHangUp(SPOKEN.unknownCall);
  }
  // The caller may have listened a while: the service is read again, and the call gets what it can give now.
  const service = await serviceStillUsable(db, call.serviceId);
  if (!service) return noCredits(db, origin);
  const given = limitGiven(call.serviceId, call.callSid);
  const [claimed] = await db
    .update(phoneCalls)
    .set({ serviceType: chosen, serviceCycle: service.cycle, ...given.set })
    .where(and(eq(phoneCalls.callSid, call.callSid), isNull(phoneCalls.serviceType), given.enough))
    .returning({ limitSeconds: phoneCalls.limitSeconds });
  if (!claimed) {
    const again = await findCall(db, call.callSid);
    return again?.serviceType ? answerAgain(db, origin, call.callSid) : noCredits(db, origin);
  }
  return connectAs(db, origin, call, chosen, claimed.limitSeconds ?? 0);
}

/** The Dial's options: its action (naming the friend rung, for a friend), its time limit, the number shown. */
function dialOptions(origin: string, call: FacilityCall, limitSeconds: number, friendId?: number) {
  return {
    action: telephonyUrl(origin, 'dial', friendId === undefined ? undefined : { friend: friendId }),
    timeLimit: limitSeconds,
    callerId: call.twilioNumber ? e164(call.twilioNumber) : undefined,
  };
}

/** Rings a friend, forwards to the account's number, or dials the assistant, within `limitSeconds`. */
async function connectAs(
  db: Db,
  origin: string,
  call: FacilityCall,
  type: CallServiceType,
  limitSeconds: number,
): Promise<string> {
  if (type === 'PHONE_PALS') return ringFriend(db, origin, call, limitSeconds);
  if (type === 'CALL_FORWARDING') {
    if (!call.forwardingNumber) return sayAndHangUp(SPOKEN.noForwardingNumber);
    return twiml(dial({ ...dialOptions(origin, call, limitSeconds), number: e164(call.forwardingNumber) }));
  }
  const assistant = await readSetting(db, SETTING_KEYS.assistantPhone);
  if (!assistant) return sayAndHangUp(SPOKEN.noAssistant);
  return twiml(dial({ ...dialOptions(origin, call, limitSeconds), number: e164(assistant) }));
}

/** The Dial of `friend`, with the whisper where they accept. */
function dialFriend(origin: string, call: FacilityCall, friend: RungFriend, limitSeconds: number) {
  return twiml(
    dial({
      ...dialOptions(origin, call, limitSeconds, friend.id),
      number: e164(friend.phoneNumber),
      timeout: 25,
      whisperUrl: telephonyUrl(origin, 'whisper', { call: call.callSid, friend: friend.id }),
    }),
  );
}

/**
 * The next friend for the call after the one it has (`call.friendId`); nobody left: the caller hears so. When another
 * request of the call moved it on first, the answer is that request's.
 */
export async function ringFriend(db: Db, origin: string, call: FacilityCall, limitSeconds: number) {
  const friend = await ringNextFriend(db, call.callSid, call.friendId);
  if (friend === 'moved') return answerAgain(db, origin, call.callSid);
  if (friend === 'nobody') return sayAndHangUp(SPOKEN.noFriend);
  return dialFriend(origin, call, friend, limitSeconds);
}

/**
 * The answer of the call's connection as it stands, changing nothing: the menu of a bundle not yet chosen, the Dial
 * of the friend rung now, of the saved number or of the assistant. For a step delivered again: if Twilio never got
 * the first answer, this one carries the call on as the first would have; if it did, nobody waits for this one.
 */
export async function answerAgain(db: Db, origin: string, callSid: string): Promise<string> {
  const call = await findCall(db, callSid);
  if (!call?.serviceId || call.limitSeconds === null) return sayAndHangUp(SPOKEN.unknownCall);
  if (isPastConnecting(call)) return twiml(hangup());
  if (call.serviceType === null) {
    const types = await callTypesOfService(db, call.serviceId);
    return types.length > 0 ? menu(origin, types) : sayAndHangUp(SPOKEN.unknownCall);
  }
  const type = CALL_SERVICE_TYPES.find((known) => known === call.serviceType);
  if (!type) return sayAndHangUp(SPOKEN.unknownCall);
  if (type !== 'PHONE_PALS') return connectAs(db, origin, call, type, call.limitSeconds);
  // Chosen but nobody rung yet: the request that chose is about to ring; ringing here picks the friend it will find
  // on the call (ringNextFriend moves only a call that still has none), so both answers dial the same friend.
  if (call.friendId === null && call.triedFriendIds.length === 0) {
    return ringFriend(db, origin, call, call.limitSeconds);
  }
  const [friend] =
    call.friendId === null
      ? []
      : await db
          .select({ id: friends.id, phoneNumber: friends.phoneNumber })
          .from(friends)
          .where(eq(friends.id, call.friendId));
  if (!friend?.phoneNumber) return sayAndHangUp(SPOKEN.noFriend);
  return dialFriend(origin, call, { id: friend.id, phoneNumber: friend.phoneNumber }, call.limitSeconds);
}
