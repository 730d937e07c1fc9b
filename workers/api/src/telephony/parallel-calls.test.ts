import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createService } from '../../test/account-fixtures';
import { phoneCalls } from '../db/schema';
import { SPOKEN_PROMPTS } from './prompts';
import {
  attributeOf,
  bridged,
  callAndKeyCode,
  callRecords,
  createCallSetup,
  createReadyFriend,
  db,
  legParams,
  notBridged,
  phoneCall,
  serviceInItsGrace,
  serviceRemaining,
  twilioPost,
} from './telephony-test-helpers';

// Calls at once on one service share its credits (telephony/holds.ts): each call is given the whole minutes the
// service holds less what the calls still running on it were given, decided in the statement that gives it. Two
// calls can never talk more minutes together than were paid for (until 2026-11-29 each was given the whole balance,
// and metering charged what was left: minutes nobody paid for, a friend paid for them all).

/** The Dial's time limit in a code webhook's answer, 0 when the answer dials nothing (the no-credits prompt). */
const limitOf = (xml: string) => Number(attributeOf(xml, 'Dial', 'timeLimit') ?? 0);

const forwardingSetup = (remainingTenths: number) =>
  createCallSetup({ serviceTypes: ['CALL_FORWARDING'], forwardingNumber: '+15553334444', remainingTenths });

describe('calls at once on one service', () => {
  it('a second call is given only what the first one left', async () => {
    const setup = await forwardingSetup(100);
    const first = await callAndKeyCode(setup);
    expect(limitOf(first.xml)).toBe(600);
    const second = await callAndKeyCode(setup);
    expect(limitOf(second.xml)).toBe(0);
    expect(second.xml).toContain(`<Say>${SPOKEN_PROMPTS.NO_CREDITS}</Say><Hangup/>`);

    // The first ends after one minute: the rest of the credits can carry the next call.
    expect((await bridged(setup, first.callSid, first.xml, 60)).status).toBe(200);
    expect(await serviceRemaining(setup.service?.id ?? 0)).toBe(90);
    expect(limitOf((await callAndKeyCode(setup)).xml)).toBe(540);
  });

  it('calls keyed at the same moment are given at most the minutes the credits cover, all told', async () => {
    const setup = await forwardingSetup(100);
    const answers = await Promise.all(Array.from({ length: 8 }, () => callAndKeyCode(setup)));
    const limits = answers.map(({ xml }) => limitOf(xml));
    expect(limits.reduce((sum, limit) => sum + limit, 0)).toBeLessThanOrEqual(600);
    expect(limits.filter((limit) => limit > 0).length).toBeGreaterThanOrEqual(1);
    // Each talks all it was given: exactly the credits there were are charged, none beyond.
    for (const { callSid, xml } of answers.filter(({ xml }) => limitOf(xml) > 0)) {
      expect((await bridged(setup, callSid, xml, limitOf(xml))).status).toBe(200);
    }
    const records = await callRecords(setup.service?.id ?? 0);
    const minutes = records.reduce((sum, record) => sum + Math.ceil((record.durationSeconds ?? 0) / 60), 0);
    expect(minutes * 10).toBeLessThanOrEqual(100);
    expect(records.reduce((sum, record) => sum + record.creditsUsedTenths, 0)).toBe(minutes * 10);
  });

  it('a call that ended without a connection gives its minutes back', async () => {
    const setup = await forwardingSetup(100);
    const first = await callAndKeyCode(setup);
    await twilioPost('/api/telephony/status', {
      ...legParams(setup, first.callSid),
      CallStatus: 'completed',
    });
    expect(limitOf((await callAndKeyCode(setup)).xml)).toBe(600);
  });

  it('a call whose end was never reported holds nothing once its limit was given longer ago than it and half an hour', async () => {
    const setup = await forwardingSetup(100);
    const first = await callAndKeyCode(setup);
    const longAgo = new Date(Date.now() - (600 + 31 * 60) * 1000).toISOString();
    await db()
      .update(phoneCalls)
      .set({ createdAt: longAgo, limitGivenAt: longAgo })
      .where(eq(phoneCalls.callSid, first.callSid));
    expect(limitOf((await callAndKeyCode(setup)).xml)).toBe(600);
  });
});

describe('what a running call holds', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a second call while the first service is held uses the inmate’s other service of the same kind', async () => {
    const setup = await createCallSetup({
      serviceTypes: ['CALL_FORWARDING'],
      forwardingNumber: '+15553334444',
      remainingTenths: 100,
    });
    const other = await createService(setup.inmate.id, {
      remainingTenths: 100,
      offer: { serviceTypes: ['CALL_FORWARDING'] },
    });
    const first = await callAndKeyCode(setup);
    expect(limitOf(first.xml)).toBe(600);
    expect((await phoneCall(first.callSid))?.serviceId).toBe(setup.service?.id);

    // The other service's 10 credits are free: the second call is dialled on them, never told "no credits".
    const second = await callAndKeyCode(setup);
    expect(limitOf(second.xml)).toBe(600);
    expect((await phoneCall(second.callSid))?.serviceId).toBe(other.id);
  });

  it('a call dialled on the last cycle does not hold the credits of the cycle renewed while it lasts', async () => {
    const setup = await createCallSetup({
      serviceTypes: ['CALL_FORWARDING'],
      forwardingNumber: '+15553334444',
    });
    const { renew } = await serviceInItsGrace(setup);

    // Call A, in the renewal grace, is given the last cycle's 60 minutes.
    const first = await callAndKeyCode(setup);
    expect(limitOf(first.xml)).toBe(3600);
    // The renewal is booked while A lasts: the new cycle's 60 credits; A's metering will take none of them.
    await renew();

    // Call B runs on the new cycle's credits, which nobody holds.
    const second = await callAndKeyCode(setup);
    expect(limitOf(second.xml)).toBe(3600);
  });

  it('a limit given again after a long ring still holds its minutes for as long as it may be talked', async () => {
    const setup = await createCallSetup({ serviceTypes: ['PHONE_PALS'], remainingTenths: 100 });
    for (let i = 0; i < 3; i += 1) await createReadyFriend({ phoneNumber: `+1555999100${i}` });
    const first = await callAndKeyCode(setup);
    expect(limitOf(first.xml)).toBe(600);
    // Many friends rung without an answer: 41 minutes went by since the call came in (created_at).
    const longAgo = new Date(Date.now() - 41 * 60 * 1000).toISOString();
    await db().update(phoneCalls).set({ createdAt: longAgo }).where(eq(phoneCalls.callSid, first.callSid));
    // The next friend is rung: the call is given the service's 10 minutes again, and may talk them from now.
    const next = await notBridged(setup, first.callSid, first.xml);
    expect(limitOf(next)).toBe(600);
    // A second call while that Dial may still last 10 minutes: those minutes are the first call's.
    const second = await callAndKeyCode(setup);
    expect(limitOf(second.xml)).toBe(0);
  });
});
