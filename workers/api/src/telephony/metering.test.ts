import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneCalls } from '../db/schema';
import { billedSeconds } from './metering';
import {
  attributeOf,
  bridged,
  callAndKeyCode,
  callRecords,
  createCallSetup,
  createReadyFriend,
  db,
  earningsOf,
  friendAnswers,
  legParams,
  phoneCall,
  serviceRemaining,
  twilioPost,
  twimlOf,
} from './telephony-test-helpers';

describe('metering, exactly once', () => {
  it('bills started minutes within the limit', () => {
    expect(billedSeconds(150, 600)).toBe(150);
    expect(billedSeconds(900, 600)).toBe(600);
    expect(billedSeconds(-5, 600)).toBe(0);
  });

  it('a Dial callback delivered 5 times, then 5 times at once, charges once and pays the friend once', async () => {
    const setup = await createCallSetup({ remainingTenths: 100 });
    const friend = await createReadyFriend();
    const { callSid, xml } = await callAndKeyCode(setup);
    await friendAnswers(setup, callSid, xml, '1');
    for (let i = 0; i < 5; i += 1) {
      expect(await twimlOf(await bridged(setup, callSid, xml, 125))).toContain('<Hangup/>');
    }
    const answers = await Promise.all(Array.from({ length: 5 }, () => bridged(setup, callSid, xml, 125)));
    for (const answer of answers) expect(await twimlOf(answer)).toContain('<Hangup/>');
    expect(await serviceRemaining(setup.service?.id ?? 0)).toBe(70);
    expect(await callRecords(setup.service?.id ?? 0)).toHaveLength(1);
    expect(await earningsOf(friend.id)).toEqual([expect.objectContaining({ minutes: 3, cents: 45 })]);
  });

  it('a late callback with another duration charges nothing more, and the status callback never charges', async () => {
    const setup = await createCallSetup({
      serviceTypes: ['CALL_FORWARDING'],
      forwardingNumber: '+15553334444',
    });
    const { callSid, xml } = await callAndKeyCode(setup);
    await bridged(setup, callSid, xml, 60);
    await bridged(setup, callSid, xml, 300);
    for (const status of ['completed', 'completed']) {
      await twilioPost('/api/telephony/status', {
        ...legParams(setup, callSid),
        CallStatus: status,
        CallDuration: '400',
      });
    }
    expect(await serviceRemaining(setup.service?.id ?? 0)).toBe(90);
    expect(await callRecords(setup.service?.id ?? 0)).toEqual([
      expect.objectContaining({ creditsUsedTenths: 10, durationSeconds: 60 }),
    ]);
    expect(await phoneCall(callSid)).toMatchObject({ status: 'completed' });
  });

  it('a bridged leg of no time charges nothing', async () => {
    const setup = await createCallSetup({
      serviceTypes: ['CALL_FORWARDING'],
      forwardingNumber: '+15553334444',
    });
    const { callSid, xml } = await callAndKeyCode(setup);
    await bridged(setup, callSid, xml, 0);
    expect(await callRecords(setup.service?.id ?? 0)).toEqual([]);
    expect(await serviceRemaining(setup.service?.id ?? 0)).toBe(100);
  });

  // Calls at once share the credits when dialled (holds.ts, parallel-calls.test.ts); metering holds the line on its own
  // too, for credits taken while calls run (a staff charge, the monthly charge). Here each call is dialled as if the
  // earlier ones had ended, so all 50 are given the whole 10 minutes, then metered at once.
  it('50 calls metered at once on one service of 10 credits never overdraw it: exactly what there was is charged', async () => {
    const setup = await createCallSetup({
      serviceTypes: ['CALL_FORWARDING'],
      forwardingNumber: '+15553334444',
      remainingTenths: 100,
    });
    const dialled = [];
    for (let i = 0; i < 50; i += 1) {
      const call = await callAndKeyCode(setup);
      expect(attributeOf(call.xml, 'Dial', 'timeLimit')).toBe('600');
      await db()
        .update(phoneCalls)
        .set({ endedAt: new Date().toISOString() })
        .where(eq(phoneCalls.callSid, call.callSid));
      dialled.push(call);
    }
    const answers = await Promise.all(dialled.map(({ callSid, xml }) => bridged(setup, callSid, xml, 60)));
    for (const answer of answers) expect(answer.status).toBe(200);
    const serviceId = setup.service?.id ?? 0;
    expect(await serviceRemaining(serviceId)).toBe(0);
    const records = await callRecords(serviceId);
    expect(records).toHaveLength(50);
    expect(records.reduce((sum, record) => sum + record.creditsUsedTenths, 0)).toBe(100);
    expect(records.every((record) => record.creditsUsedTenths >= 0)).toBe(true);
    // 100 webhooks: about 5 s on a busy 2-core machine, over vitest's default 5 s.
  }, 30_000);

  it('a malformed DialCallDuration is a 400 that meters nothing, never read as 0 seconds', async () => {
    const setup = await createCallSetup({
      serviceTypes: ['CALL_FORWARDING'],
      forwardingNumber: '+15553334444',
      remainingTenths: 100,
    });
    const { callSid, xml } = await callAndKeyCode(setup);
    const action = attributeOf(xml, 'Dial', 'action') ?? '';
    for (const garbage of ['abc', '-60', '12.5', '1e400', '99999999999999999999']) {
      const response = await twilioPost(action, {
        ...legParams(setup, callSid),
        DialCallStatus: 'completed',
        DialCallDuration: garbage,
        DialBridged: 'true',
      });
      expect([garbage, response.status, await response.json()]).toEqual([
        garbage,
        400,
        { error: expect.stringContaining('DialCallDuration') },
      ]);
    }
    expect(await callRecords(setup.service?.id ?? 0)).toEqual([]);
    // The call is still there to be metered by a well-formed report.
    await bridged(setup, callSid, xml, 150);
    expect(await serviceRemaining(setup.service?.id ?? 0)).toBe(70);
  });
});
