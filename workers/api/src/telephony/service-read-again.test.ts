import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { services } from '../db/schema';
import { SPOKEN_PROMPTS } from './prompts';
import {
  attributeOf,
  callAndKeyCode,
  callRecords,
  createCallSetup,
  createReadyFriend,
  db,
  legParams,
  MENU_URL,
  notBridged,
  phoneCall,
  twilioPost,
  twimlOf,
} from './telephony-test-helpers';

// A bundle's caller chooses the kind of call in the menu, and a friend who does not answer gives way to the next: the
// service is read again then (connect.ts menuChosen, call-flow.ts dialResult), so the call is connected on what it
// holds at that moment, or not at all.

/** A bundle of friend calls and call forwarding with 5 credits, a friend ready, and a call in its menu. */
async function callInTheMenu() {
  const setup = await createCallSetup({
    serviceTypes: ['PHONE_PALS', 'CALL_FORWARDING'],
    remainingTenths: 50,
    forwardingNumber: '+15553334444',
  });
  await createReadyFriend({ phoneNumber: '+15559996001' });
  const { callSid } = await callAndKeyCode(setup);
  const serviceId = setup.service?.id ?? 0;
  const choose = async (digit: string) =>
    twimlOf(await twilioPost(MENU_URL, { ...legParams(setup, callSid), Digits: digit }));
  return { callSid, serviceId, choose };
}

describe('a connection made after the service changed', () => {
  it('used up meanwhile: the no-credits prompt, and nobody is rung', async () => {
    const { serviceId, choose } = await callInTheMenu();
    await db().update(services).set({ remainingTenths: 0 }).where(eq(services.id, serviceId));
    const xml = await choose('1');
    expect(xml).toContain(SPOKEN_PROMPTS.NO_CREDITS);
    expect(xml).not.toContain('<Dial');
    expect(await callRecords(serviceId)).toEqual([]);
  });

  it('expired meanwhile: not connected', async () => {
    const { serviceId, choose } = await callInTheMenu();
    await db().update(services).set({ active: false }).where(eq(services.id, serviceId));
    expect(await choose('2')).not.toContain('<Dial');
  });

  it('partly spent meanwhile: connected for the minutes left', async () => {
    const { callSid, serviceId, choose } = await callInTheMenu();
    await db().update(services).set({ remainingTenths: 20 }).where(eq(services.id, serviceId));
    const xml = await choose('2');
    expect(attributeOf(xml, 'Dial', 'timeLimit')).toBe('120');
    expect(await phoneCall(callSid)).toMatchObject({ serviceType: 'CALL_FORWARDING', limitSeconds: 120 });
  });

  it('a friend who does not answer: the next is rung on the credits left now, or not at all', async () => {
    const setup = await createCallSetup({ serviceTypes: ['PHONE_PALS'], remainingTenths: 100 });
    await createReadyFriend({ phoneNumber: '+15559996011' });
    await createReadyFriend({ phoneNumber: '+15559996012' });
    await createReadyFriend({ phoneNumber: '+15559996013' });
    const { callSid, xml } = await callAndKeyCode(setup);
    expect(attributeOf(xml, 'Dial', 'timeLimit')).toBe('600');
    const serviceId = setup.service?.id ?? 0;
    // Another call of the inmate's spent some credits while the first friend's phone rang.
    await db().update(services).set({ remainingTenths: 20 }).where(eq(services.id, serviceId));
    const next = await notBridged(setup, callSid, xml);
    expect(attributeOf(next, 'Dial', 'timeLimit')).toBe('120');
    expect(await phoneCall(callSid)).toMatchObject({ limitSeconds: 120 });
    await db().update(services).set({ remainingTenths: 0 }).where(eq(services.id, serviceId));
    const none = await notBridged(setup, callSid, next);
    expect(none).toContain(SPOKEN_PROMPTS.NO_CREDITS);
    expect(none).not.toContain('<Dial');
  });
});
