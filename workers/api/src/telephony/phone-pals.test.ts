import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCall } from '../../test/account-fixtures';
import { signIn } from '../../test/fixtures';
import { call } from '../../test/http';
import { saveSetting } from '../admin/settings-queries';
import { phoneCalls } from '../db/schema';
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
  earningsOf,
  friendAnswers,
  legParams,
  notBridged,
  phoneCall,
  serviceRemaining,
  textOf,
  twilioPost,
  twimlOf,
} from './telephony-test-helpers';

describe('PHONE_PALS: ringing friends', () => {
  it('rings a friend, who hears the prompt and presses 1; 3 minutes charge 3 credits and earn the friend 45 cents', async () => {
    const setup = await createCallSetup({ serviceTypes: ['PHONE_PALS'], remainingTenths: 100 });
    const friend = await createReadyFriend({ phoneNumber: '5559990002' });
    const { callSid, xml } = await callAndKeyCode(setup);

    expect(attributeOf(xml, 'Dial', 'timeout')).toBe('25');
    expect(attributeOf(xml, 'Dial', 'timeLimit')).toBe('600');
    // The action names the friend its report is about: a report delivered again is known by it (connect.ts).
    expect(attributeOf(xml, 'Dial', 'action')).toBe(
      `http://localhost/api/telephony/dial?friend=${friend.id}`,
    );
    expect(attributeOf(xml, 'Dial', 'callerId')).toBe(setup.inmate.twilioNumber ?? '');
    expect(textOf(xml, 'Number')).toBe('+15559990002');
    expect(await phoneCall(callSid)).toMatchObject({
      serviceId: setup.service?.id,
      serviceType: 'PHONE_PALS',
      limitSeconds: 600,
      friendId: friend.id,
      identifiedAt: expect.any(String),
    });

    const { whisperXml, answer } = await friendAnswers(setup, callSid, xml, '1');
    expect(whisperXml).toContain(
      `<Gather input="dtmf" numDigits="1" action="http://localhost/api/telephony/whisper-answer?call=${callSid}&amp;friend=${friend.id}" method="POST" timeout="10"><Say>${SPOKEN_PROMPTS.FRIEND_PROMPT}</Say></Gather><Hangup/>`,
    );
    // An empty document: the friend's leg ends without Hangup, so the legs are bridged.
    expect(answer).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');

    const ended = await twimlOf(await bridged(setup, callSid, xml, 150));
    expect(ended).toContain('<Response><Hangup/></Response>');
    expect(await serviceRemaining(setup.service?.id ?? 0)).toBe(70);
    const [record] = await callRecords(setup.service?.id ?? 0);
    expect(record).toMatchObject({
      inmateId: setup.inmate.id,
      creditsUsedTenths: 30,
      serviceType: 'PHONE_PALS',
      conversationUuid: callSid,
      friendId: friend.id,
      durationSeconds: 150,
    });
    expect(await earningsOf(friend.id)).toEqual([
      expect.objectContaining({ callId: record?.id, minutes: 3, rateCents: 15, cents: 45 }),
    ]);
    expect((await phoneCall(callSid))?.callId).toBe(record?.id);

    // The inmate sees it at once in Call History.
    const history = await call('/api/getinmatecalls', { cookie: await signIn('inmate', setup.inmate) });
    expect(await history.json()).toEqual([
      expect.objectContaining({ creditsUsed: 3, conversationUuid: callSid, serviceType: 'PHONE_PALS' }),
    ]);
  });

  it('bills and pays the talk from the friend’s 1: the seconds of the prompt before it are not charged', async () => {
    const setup = await createCallSetup({ serviceTypes: ['PHONE_PALS'], remainingTenths: 100 });
    const friend = await createReadyFriend();
    const { callSid, xml } = await callAndKeyCode(setup);
    // The friend listens to the prompt for 8 seconds before pressing 1.
    const { answer } = await friendAnswers(setup, callSid, xml, '1', () =>
      db()
        .update(phoneCalls)
        .set({ whisperStartedMs: Date.now() - 8_000 })
        .where(eq(phoneCalls.callSid, callSid)),
    );
    expect(answer).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    // Twilio's 125 seconds count from the friend's answer: 117 of them were talk, 2 started minutes.
    await bridged(setup, callSid, xml, 125);
    expect(await serviceRemaining(setup.service?.id ?? 0)).toBe(80);
    const [record] = await callRecords(setup.service?.id ?? 0);
    expect(record).toMatchObject({ creditsUsedTenths: 20, durationSeconds: 117 });
    expect(await earningsOf(friend.id)).toEqual([expect.objectContaining({ minutes: 2, cents: 30 })]);
  });

  it('pays the rate of the setting friend_rate_cents', async () => {
    await saveSetting(db(), 'friend_rate_cents', '20');
    const setup = await createCallSetup();
    const friend = await createReadyFriend();
    const { callSid, xml } = await callAndKeyCode(setup);
    await friendAnswers(setup, callSid, xml, '1');
    await bridged(setup, callSid, xml, 61);
    expect(await earningsOf(friend.id)).toEqual([
      expect.objectContaining({ minutes: 2, rateCents: 20, cents: 40 }),
    ]);
  });

  it('a friend who declines: the next friend is rung, then nobody is left and the caller hears so', async () => {
    const setup = await createCallSetup();
    const first = await createReadyFriend({ phoneNumber: '+15559990011' });
    const second = await createReadyFriend({ phoneNumber: '+15559990012' });
    const { callSid, xml } = await callAndKeyCode(setup);
    expect(textOf(xml, 'Number')).toBe('+15559990011');

    const declined = await friendAnswers(setup, callSid, xml, '2');
    expect(declined.answer).toContain('<Response><Hangup/></Response>');
    const next = await notBridged(setup, callSid, xml);
    expect(textOf(next, 'Number')).toBe('+15559990012');
    expect(attributeOf(next, 'Number', 'url')).toContain(`friend=${second.id}`);

    await friendAnswers(setup, callSid, next, '2');
    const nobody = await notBridged(setup, callSid, next);
    expect(nobody).toContain(`<Response><Say>${SPOKEN.noFriend}</Say><Hangup/></Response>`);
    expect(await phoneCall(callSid)).toMatchObject({ friendId: null, triedFriendIds: [first.id, second.id] });
    expect(await callRecords(setup.service?.id ?? 0)).toEqual([]);
    expect(await serviceRemaining(setup.service?.id ?? 0)).toBe(100);
    expect(await earningsOf(first.id)).toEqual([]);
  });

  it('a leg Twilio reports completed but not bridged (the friend pressed 2, or voicemail) charges and pays nothing', async () => {
    const setup = await createCallSetup();
    const first = await createReadyFriend({ phoneNumber: '+15559990031' });
    await createReadyFriend({ phoneNumber: '+15559990032' });
    const { callSid, xml } = await callAndKeyCode(setup);
    await friendAnswers(setup, callSid, xml, '2');
    const report = { ...legParams(setup, callSid), DialCallStatus: 'completed', DialCallDuration: '12' };
    const action = attributeOf(xml, 'Dial', 'action') ?? '';
    const next = await twimlOf(await twilioPost(action, { ...report, DialBridged: 'false' }));
    expect(textOf(next, 'Number')).toBe('+15559990032');
    // Without DialBridged, a leg that lasted but that no friend accepted is not bridged either.
    const third = await twimlOf(await twilioPost(attributeOf(next, 'Dial', 'action') ?? '', report));
    expect(third).toContain(`<Say>${SPOKEN.noFriend}</Say>`);
    expect(await callRecords(setup.service?.id ?? 0)).toEqual([]);
    expect(await serviceRemaining(setup.service?.id ?? 0)).toBe(100);
    expect(await earningsOf(first.id)).toEqual([]);
  });

  it('once a friend accepted, a late report of an earlier leg rings nobody else, and the one who accepted is paid', async () => {
    const setup = await createCallSetup();
    const first = await createReadyFriend({ phoneNumber: '+15559990041' });
    const second = await createReadyFriend({ phoneNumber: '+15559990042' });
    const third = await createReadyFriend({ phoneNumber: '+15559990043' });
    const { callSid, xml } = await callAndKeyCode(setup);
    const next = await notBridged(setup, callSid, xml);
    expect((await friendAnswers(setup, callSid, next, '1')).answer).toContain('<Response/>');
    expect(await phoneCall(callSid)).toMatchObject({ friendId: second.id, acceptedFriendId: second.id });

    expect(await notBridged(setup, callSid, xml)).toContain('<Response><Hangup/></Response>');
    expect(await phoneCall(callSid)).toMatchObject({
      friendId: second.id,
      triedFriendIds: [first.id, second.id],
    });
    await bridged(setup, callSid, next, 120);
    expect(await earningsOf(second.id)).toEqual([expect.objectContaining({ minutes: 2, cents: 30 })]);
    expect(await earningsOf(third.id)).toEqual([]);
    expect(await serviceRemaining(setup.service?.id ?? 0)).toBe(80);
  });

  it('says nobody is available when no friend can be rung', async () => {
    const setup = await createCallSetup();
    await createReadyFriend({ available: false });
    await createReadyFriend({ approved: false });
    await createReadyFriend({ verified: false });
    await createReadyFriend({ phoneNumber: null });
    const { xml } = await callAndKeyCode(setup);
    expect(xml).toContain(`<Say>${SPOKEN.noFriend}</Say><Hangup/>`);
  });

  it('rings the friend idle longest first (never called first), then by id', async () => {
    const setup = await createCallSetup();
    const recent = await createReadyFriend({ phoneNumber: '+15559990021' });
    const longAgo = await createReadyFriend({ phoneNumber: '+15559990022' });
    const never = await createReadyFriend({ phoneNumber: '+15559990023' });
    const serviceId = setup.service?.id ?? 0;
    await createCall(setup.inmate.id, serviceId, { friendId: recent.id, date: '2026-11-01T10:00:00.000Z' });
    await createCall(setup.inmate.id, serviceId, { friendId: longAgo.id, date: '2026-10-01T10:00:00.000Z' });
    const { callSid, xml } = await callAndKeyCode(setup);
    expect(attributeOf(xml, 'Number', 'url')).toContain(`friend=${never.id}`);
    const second = await notBridged(setup, callSid, xml);
    expect(attributeOf(second, 'Number', 'url')).toContain(`friend=${longAgo.id}`);
    const third = await notBridged(setup, callSid, second);
    expect(attributeOf(third, 'Number', 'url')).toContain(`friend=${recent.id}`);
  });

  it('does not ring a friend who is on another call now, and two calls at once never ring the same friend', async () => {
    const one = await createCallSetup();
    const two = await createCallSetup();
    const friend = await createReadyFriend();
    const [a, b] = await Promise.all([callAndKeyCode(one), callAndKeyCode(two)]);
    const rung = [a, b].filter(({ xml }) => xml.includes('<Dial'));
    expect(rung).toHaveLength(1);
    expect([a, b].filter(({ xml }) => xml.includes(SPOKEN.noFriend))).toHaveLength(1);
    // Once that call is over, the friend can be rung again.
    const busySetup = rung[0] === a ? one : two;
    await twilioPost('/api/telephony/status', {
      ...legParams(busySetup, rung[0]?.callSid ?? ''),
      CallStatus: 'completed',
    });
    const later = await callAndKeyCode(await createCallSetup());
    expect(attributeOf(later.xml, 'Number', 'url')).toContain(`friend=${friend.id}`);
  });

  it('hangs up the whisper of a friend who is no longer the one rung, and ignores a 1 from them', async () => {
    const setup = await createCallSetup();
    await createReadyFriend();
    const other = await createReadyFriend();
    const { callSid } = await callAndKeyCode(setup);
    const query = `call=${callSid}&friend=${other.id + 1000}`;
    const params = { ...legParams(setup, callSid), Digits: '1' };
    expect(await twimlOf(await twilioPost(`/api/telephony/whisper?${query}`, params))).toContain(
      '<Response><Hangup/></Response>',
    );
    expect(await twimlOf(await twilioPost(`/api/telephony/whisper-answer?${query}`, params))).toContain(
      '<Response><Hangup/></Response>',
    );
    expect((await twilioPost('/api/telephony/whisper?call=nope&friend=1', params)).status).toBe(400);
  });
});
