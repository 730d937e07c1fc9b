import { eq } from 'drizzle-orm';
import { readSetting, SETTING_KEYS } from '../admin/settings-queries';
import type { Db } from '../db/client';
import { phoneCalls } from '../db/schema';
import {
  type FacilityCall,
  findCall,
  isPastConnecting,
  SPOKEN,
  sayAndHangUp,
  telephonyUrl,
} from './call-state';
import {
  type CallServiceType,
  callTypesOfService,
  chooseService,
  serviceStillUsable,
} from './choose-service';
import { e164 } from './numbers';
import { promptVerb } from './prompts';
import { ringNextFriend } from './ring-friends';
import { dial, gather, hangup, redirect, say, twiml } from './twiml';

// After the secret code: the service the call uses (choose-service.ts) and its connection. A service whose offer
// covers several kinds of call (a bundle, spec §1 "aggregate offers") first asks which one on the keypad, so every
// kind the bundle was bought for can be reached.

/** The keypad menu: one key per kind of call, always the same key for the same kind. */
export const MENU_CHOICES: Record<CallServiceType, string> = {
  PHONE_PALS: 'Press 1 to call a friend.',
  CALL_FORWARDING: 'Press 2 to call your saved number.',
  AI_CHAT: 'Press 3 for the assistant.',
};
const MENU_KEYS: Record<string, CallServiceType> = { 1: 'PHONE_PALS', 2: 'CALL_FORWARDING', 3: 'AI_CHAT' };

type DialOptions = { action: string; timeLimit: number; callerId?: string };

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
  const service = await chooseService(db, call.inmateId);
  if (!service) return twiml(await promptVerb(db, 'NO_CREDITS', origin), hangup());
  const asks = service.callTypes.length > 1;
  await db
    .update(phoneCalls)
    .set({
      serviceId: service.serviceId,
      serviceType: asks ? null : service.serviceType,
      limitSeconds: service.limitSeconds,
      serviceCycle: service.cycle,
    })
    .where(eq(phoneCalls.callSid, call.callSid));
  if (asks) return menu(origin, service.callTypes);
  return connectAs(db, origin, call, service.serviceType, service.limitSeconds);
}

/** POST /api/telephony/menu: the kind of call keyed (none: the first), then its connection. */
export async function menuChosen(db: Db, origin: string, params: { CallSid: string; Digits: string }) {
  const call = await findCall(db, params.CallSid);
  if (!call?.identifiedAt || !call.serviceId || call.limitSeconds === null) {
    return sayAndHangUp(SPOKEN.unknownCall);
  }
  if (isPastConnecting(call)) return twiml(hangup());
  const types = await callTypesOfService(db, call.serviceId);
  const chosen = params.Digits === '' ? types[0] : MENU_KEYS[params.Digits];
  if (!chosen || !types.includes(chosen)) {
    return types.length > 0 ? menu(origin, types, true) : sayAndHangUp(SPOKEN.unknownCall);
  }
  // The caller may have listened a while: the service is read again, and the call gets what it holds now.
  const service = await serviceStillUsable(db, call.serviceId);
  if (!service) return twiml(await promptVerb(db, 'NO_CREDITS', origin), hangup());
  await db
    .update(phoneCalls)
    .set({ serviceType: chosen, limitSeconds: service.limitSeconds, serviceCycle: service.cycle })
    .where(eq(phoneCalls.callSid, call.callSid));
  return connectAs(db, origin, call, chosen, service.limitSeconds);
}

/** Rings a friend, forwards to the account's number, or dials the assistant, within `limitSeconds`. */
async function connectAs(
  db: Db,
  origin: string,
  call: FacilityCall,
  type: CallServiceType,
  limitSeconds: number,
): Promise<string> {
  const dialOptions = {
    action: telephonyUrl(origin, 'dial'),
    timeLimit: limitSeconds,
    callerId: call.twilioNumber ? e164(call.twilioNumber) : undefined,
  };
  if (type === 'PHONE_PALS') return ringFriend(db, origin, call.callSid, dialOptions);
  if (type === 'CALL_FORWARDING') {
    if (!call.forwardingNumber) return sayAndHangUp(SPOKEN.noForwardingNumber);
    return twiml(dial({ ...dialOptions, number: e164(call.forwardingNumber) }));
  }
  const assistant = await readSetting(db, SETTING_KEYS.assistantPhone);
  if (!assistant) return sayAndHangUp(SPOKEN.noAssistant);
  return twiml(dial({ ...dialOptions, number: e164(assistant) }));
}

/** The next friend for the call, with the whisper where they accept; nobody left: the caller hears so. */
export async function ringFriend(db: Db, origin: string, callSid: string, dialOptions: DialOptions) {
  const friend = await ringNextFriend(db, callSid);
  if (!friend) return sayAndHangUp(SPOKEN.noFriend);
  return twiml(
    dial({
      ...dialOptions,
      number: e164(friend.phoneNumber),
      timeout: 25,
      whisperUrl: telephonyUrl(origin, 'whisper', { call: callSid, friend: friend.id }),
    }),
  );
}
