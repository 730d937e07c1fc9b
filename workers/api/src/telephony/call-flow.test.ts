import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/http';
import { audioFiles } from '../db/schema';
import { SPOKEN } from './call-state';
import { SPOKEN_PROMPTS } from './prompts';
import {
  attributeOf,
  callAndKeyCode,
  callIn,
  createCallSetup,
  createReadyFriend,
  db,
  legParams,
  newCallSid,
  phoneCall,
  textOf,
  twilioPost,
  twimlOf,
} from './telephony-test-helpers';

const HANG_UP = '<Hangup/>';

describe('POST /api/telephony/voice (the incoming call)', () => {
  it("answers the jail's prompt, greets and asks for the secret code", async () => {
    const setup = await createCallSetup({
      jail: { promptDuration: 12, pauseBeforeGreeting: 3, dtmfResponse: '5' },
    });
    const { callSid, xml } = await callIn(setup);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Pause length="12"/><Play digits="w5"/><Pause length="3"/>' +
        `<Say>${SPOKEN_PROMPTS.GREETING}</Say>` +
        '<Gather input="dtmf" numDigits="4" action="http://localhost/api/telephony/code" method="POST" timeout="10">' +
        `<Say>${SPOKEN.enterCode}</Say></Gather><Say>${SPOKEN.noCode}</Say>${HANG_UP}</Response>`,
    );
    expect(await phoneCall(callSid)).toMatchObject({
      inmateId: setup.inmate.id,
      jailId: setup.jail.id,
      codeTries: 0,
      status: 'in-progress',
    });
  });

  it('is harmless when Twilio retries it: one call, the same answer', async () => {
    const setup = await createCallSetup();
    const { callSid, xml } = await callIn(setup);
    const again = await callIn(setup, callSid);
    expect(again.xml).toBe(xml);
    expect(await phoneCall(callSid)).toMatchObject({ inmateId: setup.inmate.id });
  });

  it('compares numbers by their digits, the leading country code 1 optional', async () => {
    const setup = await createCallSetup({ jail: { phoneNumber: '5557001234' } });
    const callSid = newCallSid();
    const response = await twilioPost('/api/telephony/voice', {
      ...legParams(setup, callSid),
      From: '+15557001234',
      To: (setup.inmate.twilioNumber ?? '').replace('+1', ''),
    });
    expect(await twimlOf(response)).toContain('<Gather');
    expect(await phoneCall(callSid)).toBeDefined();
  });

  it('says a short message and hangs up for an unknown number or caller, recording nothing', async () => {
    const setup = await createCallSetup();
    const changes: Record<string, string>[] = [{ To: '+15550000000' }, { From: '15550000000' }];
    for (const change of changes) {
      const callSid = newCallSid();
      const response = await twilioPost('/api/telephony/voice', { ...legParams(setup, callSid), ...change });
      expect(await twimlOf(response)).toContain(`<Say>${SPOKEN.unknownNumber}</Say>${HANG_UP}`);
      expect(await phoneCall(callSid)).toBeUndefined();
    }
  });

  it('refuses malformed parameters with 400 and changes nothing', async () => {
    const setup = await createCallSetup();
    const bad = await twilioPost('/api/telephony/voice', { ...legParams(setup, 'not-a-sid') });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: expect.stringContaining('CallSid') });
    const { To: _to, ...noTo } = legParams(setup, newCallSid());
    expect((await twilioPost('/api/telephony/voice', noTo)).status).toBe(400);
  });

  it('plays the active greeting recording, which Twilio fetches without a session', async () => {
    const setup = await createCallSetup();
    const bytes = new Uint8Array([73, 68, 51, 4, 0]);
    await env.FILES.put('audio/900', bytes);
    await db().insert(audioFiles).values({
      id: 900,
      name: 'Hello',
      purpose: 'GREETING',
      active: true,
      r2Key: 'audio/900',
      contentType: 'audio/mpeg',
      size: bytes.length,
    });
    const { xml } = await callIn(setup);
    const url = textOf(xml, 'Play') ?? '';
    expect(url).toMatch(/^http:\/\/localhost\/api\/telephony\/prompts\/900\?v=/);
    const audio = await call(new URL(url).pathname + new URL(url).search);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(new Uint8Array(await audio.arrayBuffer())).toEqual(bytes);

    // Bytes whose stored type is not the row's: served with the type they were written with, as the staff player
    // does.
    const wav = new Uint8Array([82, 73, 70, 70, 0]);
    await env.FILES.put('audio/900', wav, { httpMetadata: { contentType: 'audio/wav' } });
    const replaced = await call(new URL(url).pathname);
    expect(replaced.headers.get('content-type')).toBe('audio/wav');
    expect(new Uint8Array(await replaced.arrayBuffer())).toEqual(wav);
  });

  it('serves only active recordings', async () => {
    await env.FILES.put('audio/901', new Uint8Array([1]));
    await db().insert(audioFiles).values({
      id: 901,
      name: 'Old',
      purpose: 'GREETING',
      active: false,
      r2Key: 'audio/901',
      contentType: 'audio/mpeg',
      size: 1,
    });
    for (const path of ['/api/telephony/prompts/901', '/api/telephony/prompts/999']) {
      const response = await call(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found', code: 'notFound' });
    }
  });
});

describe('POST /api/telephony/code (the secret code, 3 tries)', () => {
  it('asks again after a wrong code, and hangs up at the third', async () => {
    const setup = await createCallSetup();
    await createReadyFriend();
    const { callSid, xml: first } = await callAndKeyCode(setup, '0000');
    expect(first).toContain(`<Say>${SPOKEN.wrongCode}</Say></Gather>`);
    expect(attributeOf(first, 'Gather', 'numDigits')).toBe('4');
    const action = attributeOf(first, 'Gather', 'action') ?? '';
    const second = await twimlOf(await twilioPost(action, { ...legParams(setup, callSid), Digits: '9999' }));
    expect(second).toContain(SPOKEN.wrongCode);
    const third = await twimlOf(await twilioPost(action, { ...legParams(setup, callSid), Digits: '9998' }));
    expect(third).toContain(`<Response><Say>${SPOKEN.goodbye}</Say>${HANG_UP}</Response>`);
    // Even the right code is refused now: the call is over.
    const fourth = await twimlOf(
      await twilioPost(action, { ...legParams(setup, callSid), Digits: setup.secretCode }),
    );
    expect(fourth).toContain(`<Say>${SPOKEN.goodbye}</Say>${HANG_UP}`);
    expect(await phoneCall(callSid)).toMatchObject({ codeTries: 3, identifiedAt: null, serviceId: null });
  });

  it('counts wrong codes that arrive at once, each of them', async () => {
    const setup = await createCallSetup();
    const { callSid } = await callIn(setup);
    const answers = await Promise.all(
      ['0001', '0002', '0003', '0004'].map(async (digits) =>
        twimlOf(await twilioPost('/api/telephony/code', { ...legParams(setup, callSid), Digits: digits })),
      ),
    );
    expect(answers.filter((xml) => xml.includes(SPOKEN.wrongCode))).toHaveLength(2);
    expect((await phoneCall(callSid))?.codeTries).toBe(3);
  });

  it('hangs up on a call it does not know', async () => {
    const setup = await createCallSetup();
    const response = await twilioPost('/api/telephony/code', {
      ...legParams(setup, newCallSid()),
      Digits: setup.secretCode,
    });
    expect(await twimlOf(response)).toContain(`<Say>${SPOKEN.unknownCall}</Say>${HANG_UP}`);
  });
});

describe('POST /api/telephony/status (the status callback)', () => {
  it('records the final status once and answers an empty document', async () => {
    const setup = await createCallSetup();
    const { callSid } = await callIn(setup);
    const response = await twilioPost('/api/telephony/status', {
      ...legParams(setup, callSid),
      CallStatus: 'completed',
      CallDuration: '95',
    });
    expect(await twimlOf(response)).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    const ended = await phoneCall(callSid);
    expect(ended).toMatchObject({ status: 'completed', endedAt: expect.any(String) });
    // A late "in-progress" does not reopen it.
    await twilioPost('/api/telephony/status', { ...legParams(setup, callSid), CallStatus: 'in-progress' });
    expect(await phoneCall(callSid)).toEqual(ended);
  });

  it('answers an unknown call and an unknown status without failing', async () => {
    const setup = await createCallSetup();
    const unknown = await twilioPost('/api/telephony/status', {
      ...legParams(setup, newCallSid()),
      CallStatus: 'completed',
    });
    expect(unknown.status).toBe(200);
    const bad = await twilioPost('/api/telephony/status', {
      ...legParams(setup, newCallSid()),
      CallStatus: 'exploded',
    });
    expect(bad.status).toBe(400);
  });
});
