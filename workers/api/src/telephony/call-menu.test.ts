import { describe, expect, it } from 'vitest';
import { saveSetting } from '../admin/settings-queries';
import { SPOKEN } from './call-state';
import { MENU_CHOICES } from './connect';
import {
  attributeOf,
  bridged,
  callAndKeyCode,
  callRecords,
  createCallSetup,
  createReadyFriend,
  db,
  earningsOf,
  legParams,
  MENU_URL,
  phoneCall,
  serviceRemaining,
  textOf,
  twilioPost,
  twimlOf,
} from './telephony-test-helpers';

// A service whose offer covers several kinds of call (a bundle, spec §1 "aggregate offers"): after the code, the
// caller chooses which one on the keypad; every kind the bundle covers can be reached.

type Setup = Awaited<ReturnType<typeof createCallSetup>>;

/** Keys `digits` into the menu (none: the Gather timed out and its Redirect came). Answers the TwiML. */
async function choose(setup: Setup, callSid: string, digits?: string) {
  const params = { ...legParams(setup, callSid), ...(digits === undefined ? {} : { Digits: digits }) };
  return twimlOf(await twilioPost(MENU_URL, params));
}

describe('the call menu of a bundle', () => {
  it('asks which call, for the kinds the bundle covers, before connecting anything', async () => {
    const setup = await createCallSetup({
      serviceTypes: ['PHONE_PALS', 'CALL_FORWARDING'],
      remainingTenths: 50,
    });
    await createReadyFriend();
    const { callSid, xml } = await callAndKeyCode(setup);
    expect(xml).toContain(
      `<Gather input="dtmf" numDigits="1" action="${MENU_URL}" method="POST" timeout="10"><Say>${MENU_CHOICES.PHONE_PALS} ${MENU_CHOICES.CALL_FORWARDING}</Say></Gather><Redirect method="POST">${MENU_URL}</Redirect>`,
    );
    expect(xml).not.toContain('<Dial');
    expect(await phoneCall(callSid)).toMatchObject({
      serviceId: setup.service?.id,
      serviceType: null,
      limitSeconds: 300,
      friendId: null,
    });
  });

  it("2 forwards the call to the account's number and charges the bundle; nobody is paid", async () => {
    const setup = await createCallSetup({
      serviceTypes: ['PHONE_PALS', 'CALL_FORWARDING'],
      remainingTenths: 50,
      forwardingNumber: '+15553334444',
    });
    const friend = await createReadyFriend();
    const { callSid } = await callAndKeyCode(setup);
    const xml = await choose(setup, callSid, '2');
    expect(textOf(xml, 'Number')).toBe('+15553334444');
    expect(attributeOf(xml, 'Dial', 'timeLimit')).toBe('300');
    expect(await phoneCall(callSid)).toMatchObject({ serviceType: 'CALL_FORWARDING', friendId: null });
    await bridged(setup, callSid, xml, 90);
    expect(await serviceRemaining(setup.service?.id ?? 0)).toBe(30);
    expect(await callRecords(setup.service?.id ?? 0)).toEqual([
      expect.objectContaining({ serviceType: 'CALL_FORWARDING', creditsUsedTenths: 20, friendId: null }),
    ]);
    expect(await earningsOf(friend.id)).toEqual([]);
  });

  it('1 rings a friend; 3 the assistant of Settings', async () => {
    await saveSetting(db(), 'assistant_phone', '+15557770000');
    const types = ['PHONE_PALS', 'CALL_FORWARDING', 'AI_CHAT'] as const;
    const friendCall = await createCallSetup({ serviceTypes: [...types] });
    const friend = await createReadyFriend({ phoneNumber: '+15559990051' });
    const first = await callAndKeyCode(friendCall);
    expect(first.xml).toContain(
      `<Say>${MENU_CHOICES.PHONE_PALS} ${MENU_CHOICES.CALL_FORWARDING} ${MENU_CHOICES.AI_CHAT}</Say>`,
    );
    const ringing = await choose(friendCall, first.callSid, '1');
    expect(attributeOf(ringing, 'Number', 'url')).toContain(`friend=${friend.id}`);
    expect(await phoneCall(first.callSid)).toMatchObject({ serviceType: 'PHONE_PALS', friendId: friend.id });

    const assistantCall = await createCallSetup({ serviceTypes: [...types] });
    const second = await callAndKeyCode(assistantCall);
    expect(textOf(await choose(assistantCall, second.callSid, '3'), 'Number')).toBe('+15557770000');
    expect(await phoneCall(second.callSid)).toMatchObject({ serviceType: 'AI_CHAT' });
  });

  it('no key pressed: the first kind the bundle covers; a key it does not cover: the menu again', async () => {
    const setup = await createCallSetup({
      serviceTypes: ['CALL_FORWARDING', 'AI_CHAT'],
      forwardingNumber: '+15553334444',
    });
    const { callSid } = await callAndKeyCode(setup);
    const again = await choose(setup, callSid, '1');
    expect(again).toContain(`<Say>${SPOKEN.notAChoice}</Say><Gather`);
    expect(again).toContain(`<Say>${MENU_CHOICES.CALL_FORWARDING} ${MENU_CHOICES.AI_CHAT}</Say>`);
    expect(await phoneCall(callSid)).toMatchObject({ serviceType: null });
    expect(textOf(await choose(setup, callSid), 'Number')).toBe('+15553334444');
    expect(await phoneCall(callSid)).toMatchObject({ serviceType: 'CALL_FORWARDING' });
  });

  it('a menu answer for a call not past its code, or unknown, hangs up; a malformed one is a 400', async () => {
    const setup = await createCallSetup({ serviceTypes: ['PHONE_PALS', 'CALL_FORWARDING'] });
    const { callSid } = await callAndKeyCode(setup, '0000');
    expect(await choose(setup, callSid, '1')).toContain(`<Say>${SPOKEN.unknownCall}</Say><Hangup/>`);
    expect(await phoneCall(callSid)).toMatchObject({ serviceId: null, serviceType: null });
    const unknown = `CA${'f'.repeat(32)}`;
    expect(await choose(setup, unknown, '1')).toContain(`<Say>${SPOKEN.unknownCall}</Say><Hangup/>`);
    const malformed = await twilioPost(MENU_URL, { ...legParams(setup, callSid), Digits: 'x' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: expect.any(String) });
  });
});
