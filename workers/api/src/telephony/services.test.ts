import { describe, expect, it } from 'vitest';
import { createService } from '../../test/account-fixtures';
import { saveSetting } from '../admin/settings-queries';
import { SPOKEN } from './call-state';
import { SPOKEN_PROMPTS } from './prompts';
import {
  attributeOf,
  bridged,
  callAndKeyCode,
  callRecords,
  createCallSetup,
  createReadyFriend,
  db,
  friendAnswers,
  notBridged,
  phoneCall,
  serviceRemaining,
  textOf,
  twimlOf,
} from './telephony-test-helpers';

const NO_CREDITS = `<Response><Say>${SPOKEN_PROMPTS.NO_CREDITS}</Say><Hangup/></Response>`;

describe('the service a call uses', () => {
  it('no credits left on the selected service: the prompt, a hang-up, nothing charged', async () => {
    const setup = await createCallSetup({
      remainingTenths: 9,
      selected: true,
      forwardingNumber: '+15553334444',
    });
    await createReadyFriend();
    // A usable service of another call type does not stand in for the selected one.
    await createService(setup.inmate.id, {
      remainingTenths: 500,
      offer: { serviceTypes: ['CALL_FORWARDING'] },
    });
    const { callSid, xml } = await callAndKeyCode(setup);
    expect(xml).toContain(NO_CREDITS);
    expect(await phoneCall(callSid)).toMatchObject({ serviceId: null, friendId: null });
    expect(await serviceRemaining(setup.service?.id ?? 0)).toBe(9);
  });

  it('the selected service used up or expired: credits bought since of the same call type are used', async () => {
    for (const used of [{ remainingTenths: 0 }, { paidThrough: '2020-01-01' }]) {
      const setup = await createCallSetup({ service: null });
      await createService(setup.inmate.id, { remainingTenths: 100, selected: true, ...used });
      const bought = await createService(setup.inmate.id, { remainingTenths: 600 });
      await createReadyFriend();
      const { callSid, xml } = await callAndKeyCode(setup);
      expect(attributeOf(xml, 'Dial', 'timeLimit')).toBe('3600');
      expect(await phoneCall(callSid)).toMatchObject({ serviceId: bought.id, serviceType: 'PHONE_PALS' });
    }
  });

  it('a selected service that is past its paid-through date, inactive, or only MESSAGING: no credits', async () => {
    for (const change of [
      { paidThrough: '2020-01-01' },
      { active: false },
      { offer: { serviceTypes: ['MESSAGING' as const] } },
    ]) {
      const setup = await createCallSetup({ service: null });
      await createService(setup.inmate.id, { remainingTenths: 100, selected: true, ...change });
      expect((await callAndKeyCode(setup)).xml).toContain(NO_CREDITS);
    }
  });

  it('an Automatic service whose period ended an hour ago is still used while Stripe charges its renewal', async () => {
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const automatic = {
      remainingTenths: 100,
      selected: true,
      paidThrough: anHourAgo,
      automaticPayments: true,
    };
    const renewing = await createCallSetup({ service: null });
    const service = await createService(renewing.inmate.id, {
      ...automatic,
      stripeSubscriptionId: 'sub_call',
    });
    await createReadyFriend();
    const { callSid } = await callAndKeyCode(renewing);
    expect(await phoneCall(callSid)).toMatchObject({ serviceId: service.id });
    // Without its subscription (Stop Auto-Renew), the period's end is the end.
    const stopped = await createCallSetup({ service: null });
    await createService(stopped.inmate.id, automatic);
    expect((await callAndKeyCode(stopped)).xml).toContain(NO_CREDITS);
  });

  it('no service at all: no credits', async () => {
    const setup = await createCallSetup({ service: null });
    expect((await callAndKeyCode(setup)).xml).toContain(NO_CREDITS);
  });

  it('without a selected one, the first usable call service, oldest purchase first', async () => {
    const setup = await createCallSetup({ remainingTenths: 5, forwardingNumber: '+15553334444' });
    await createService(setup.inmate.id, {
      remainingTenths: 100,
      datePurchased: '2026-01-02T00:00:00.000Z',
      offer: { serviceTypes: ['MESSAGING'] },
    });
    const forwarding = await createService(setup.inmate.id, {
      remainingTenths: 35,
      datePurchased: '2026-01-03T00:00:00.000Z',
      offer: { serviceTypes: ['CALL_FORWARDING'] },
    });
    await createService(setup.inmate.id, {
      remainingTenths: 100,
      datePurchased: '2026-01-04T00:00:00.000Z',
      offer: { serviceTypes: ['AI_CHAT'] },
    });
    const { callSid, xml } = await callAndKeyCode(setup);
    expect(await phoneCall(callSid)).toMatchObject({
      serviceId: forwarding.id,
      serviceType: 'CALL_FORWARDING',
      limitSeconds: 180,
    });
    expect(attributeOf(xml, 'Dial', 'timeLimit')).toBe('180');
  });
});

describe('CALL_FORWARDING', () => {
  it("dials the account's forwarding number and charges the started minutes", async () => {
    const setup = await createCallSetup({
      serviceTypes: ['CALL_FORWARDING'],
      forwardingNumber: '5553334444',
      remainingTenths: 100,
    });
    const { callSid, xml } = await callAndKeyCode(setup);
    expect(textOf(xml, 'Number')).toBe('+15553334444');
    expect(attributeOf(xml, 'Number', 'url')).toBeUndefined();
    expect(attributeOf(xml, 'Dial', 'timeLimit')).toBe('600');
    await twimlOf(await bridged(setup, callSid, xml, 61));
    expect(await serviceRemaining(setup.service?.id ?? 0)).toBe(80);
    expect(await callRecords(setup.service?.id ?? 0)).toEqual([
      expect.objectContaining({ serviceType: 'CALL_FORWARDING', creditsUsedTenths: 20, friendId: null }),
    ]);
  });

  it('without a forwarding number: says so and hangs up', async () => {
    const setup = await createCallSetup({ serviceTypes: ['CALL_FORWARDING'] });
    expect((await callAndKeyCode(setup)).xml).toContain(
      `<Response><Say>${SPOKEN.noForwardingNumber}</Say><Hangup/></Response>`,
    );
  });

  it('a forwarded call nobody answers: says so, charges nothing', async () => {
    const setup = await createCallSetup({
      serviceTypes: ['CALL_FORWARDING'],
      forwardingNumber: '+15553334444',
    });
    const { callSid, xml } = await callAndKeyCode(setup);
    expect(await notBridged(setup, callSid, xml)).toContain(`<Say>${SPOKEN.notConnected}</Say><Hangup/>`);
    expect(await serviceRemaining(setup.service?.id ?? 0)).toBe(100);
  });
});

describe('AI_CHAT', () => {
  it('dials the Personal Assistant phone number of Settings', async () => {
    await saveSetting(db(), 'assistant_phone', '+15552223333');
    const setup = await createCallSetup({ serviceTypes: ['AI_CHAT'], remainingTenths: 25 });
    const { callSid, xml } = await callAndKeyCode(setup);
    expect(textOf(xml, 'Number')).toBe('+15552223333');
    expect(attributeOf(xml, 'Dial', 'timeLimit')).toBe('120');
    await twimlOf(await bridged(setup, callSid, xml, 30));
    expect(await callRecords(setup.service?.id ?? 0)).toEqual([
      expect.objectContaining({ serviceType: 'AI_CHAT', creditsUsedTenths: 10, conversationUuid: callSid }),
    ]);
  });

  it('without an assistant number: says so and hangs up', async () => {
    const setup = await createCallSetup({ serviceTypes: ['AI_CHAT'] });
    expect((await callAndKeyCode(setup)).xml).toContain(`<Say>${SPOKEN.noAssistant}</Say><Hangup/>`);
  });
});

describe('the time limit', () => {
  it('a call longer than the credits: the Dial is cut at the whole minutes covered, and only those are charged', async () => {
    const setup = await createCallSetup({ remainingTenths: 25 });
    const friend = await createReadyFriend();
    const { callSid, xml } = await callAndKeyCode(setup);
    expect(attributeOf(xml, 'Dial', 'timeLimit')).toBe('120');
    await friendAnswers(setup, callSid, xml, '1');
    await twimlOf(await bridged(setup, callSid, xml, 600));
    expect(await serviceRemaining(setup.service?.id ?? 0)).toBe(5);
    expect(await callRecords(setup.service?.id ?? 0)).toEqual([
      expect.objectContaining({ creditsUsedTenths: 20, durationSeconds: 120, friendId: friend.id }),
    ]);
  });
});
