import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bridged,
  callAndKeyCode,
  callRecords,
  createCallSetup,
  createReadyFriend,
  earningsOf,
  friendAnswers,
  serviceInItsGrace,
  serviceRemaining,
} from './telephony-test-helpers';

// A call made in an Automatic service's renewal grace runs on its last period's credits (docs/decisions.md
// "Automatic"). When the renewal is booked while the call lasts, it restores the offer's credits; the call's minutes
// were the old period's, so metering them must not take them from the cycle the inmate has just paid for.

afterEach(() => {
  vi.useRealTimers();
});

describe('a call across an Automatic renewal', () => {
  it('dialled on the last period and metered after the renewal: the new cycle keeps its credits', async () => {
    const setup = await createCallSetup({
      serviceTypes: ['CALL_FORWARDING'],
      forwardingNumber: '+15553334444',
    });
    const { serviceId, renew } = await serviceInItsGrace(setup);
    const { callSid, xml } = await callAndKeyCode(setup);
    expect(xml).toContain('<Dial');

    await renew();
    expect((await bridged(setup, callSid, xml, 300)).status).toBe(200);

    expect(await serviceRemaining(serviceId)).toBe(600);
    // The call still shows what it took: 5 minutes of the last period's credits.
    expect(await callRecords(serviceId)).toEqual([
      expect.objectContaining({ creditsUsedTenths: 50, durationSeconds: 300 }),
    ]);
  });

  it('a friend is paid for the minutes all the same', async () => {
    const setup = await createCallSetup({ serviceTypes: ['PHONE_PALS'] });
    const friend = await createReadyFriend();
    const { serviceId, renew } = await serviceInItsGrace(setup);
    const { callSid, xml } = await callAndKeyCode(setup);
    await friendAnswers(setup, callSid, xml, '1');

    await renew();
    expect((await bridged(setup, callSid, xml, 125)).status).toBe(200);

    expect(await serviceRemaining(serviceId)).toBe(600);
    expect(await earningsOf(friend.id)).toEqual([expect.objectContaining({ minutes: 3 })]);
  });

  it('metered before the renewal, the call leaves the same: the renewal restores the credits it used', async () => {
    const setup = await createCallSetup({
      serviceTypes: ['CALL_FORWARDING'],
      forwardingNumber: '+15553334444',
    });
    const { serviceId, renew } = await serviceInItsGrace(setup);
    const { callSid, xml } = await callAndKeyCode(setup);
    await bridged(setup, callSid, xml, 300);
    expect(await serviceRemaining(serviceId)).toBe(550);

    await renew();
    expect(await serviceRemaining(serviceId)).toBe(600);
  });

  it('dialled after the renewal, the call is charged to the new cycle', async () => {
    const setup = await createCallSetup({
      serviceTypes: ['CALL_FORWARDING'],
      forwardingNumber: '+15553334444',
    });
    const { serviceId, renew } = await serviceInItsGrace(setup);
    await renew();
    const { callSid, xml } = await callAndKeyCode(setup);
    await bridged(setup, callSid, xml, 300);
    expect(await serviceRemaining(serviceId)).toBe(550);
  });
});
