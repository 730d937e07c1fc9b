import { describe, expect, it } from 'vitest';
import { ORIGIN } from '../../test/http';
import { INVALID_SIGNATURE, twilioSignature } from './signature';
import {
  callAndKeyCode,
  callIn,
  createCallSetup,
  createReadyFriend,
  legParams,
  MENU_URL,
  phoneCall,
  twilioPost,
} from './telephony-test-helpers';

// Coverage of the team's standard (success, validation failures, role checks) for the Twilio webhooks whose existing
// tests miss a cell: the malformed parameters of the code and whisper-answer webhooks, and the signature check
// (the webhooks' caller check: Twilio, by X-Twilio-Signature) of the menu webhook, which signature.test.ts leaves out.

describe('POST /api/telephony/code: validation', () => {
  it.each([
    ['Digits that are no keypad digits', { Digits: 'abc' }],
    ['a CallSid that is no Twilio call id', { CallSid: 'nope' }],
  ])('answers 400 {error} for %s and counts no try', async (_case, change) => {
    const setup = await createCallSetup();
    const { callSid } = await callIn(setup);
    const response = await twilioPost('/api/telephony/code', {
      ...legParams(setup, callSid),
      Digits: setup.secretCode,
      ...change,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('Invalid Twilio request') });
    expect(await phoneCall(callSid)).toMatchObject({ codeTries: 0, identifiedAt: null });
  });
});

describe('POST /api/telephony/whisper-answer: validation', () => {
  it.each([
    ['a call id that is no Twilio call id', (callSid: string) => `call=nope&friend=1&x=${callSid}`],
    ['no friend', (callSid: string) => `call=${callSid}`],
    ['a friend id that is not a number', (callSid: string) => `call=${callSid}&friend=abc`],
  ])('answers 400 {error} for %s and accepts nothing', async (_case, query) => {
    const setup = await createCallSetup();
    await createReadyFriend();
    const { callSid } = await callAndKeyCode(setup);
    const before = await phoneCall(callSid);
    const response = await twilioPost(`/api/telephony/whisper-answer?${query(callSid)}`, {
      ...legParams(setup, callSid),
      Digits: '1',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('Invalid Twilio request') });
    expect(await phoneCall(callSid)).toEqual(before);
  });

  it('answers 400 {error} for Digits that are no keypad digits', async () => {
    const setup = await createCallSetup();
    const friend = await createReadyFriend();
    const { callSid } = await callAndKeyCode(setup);
    const response = await twilioPost(`/api/telephony/whisper-answer?call=${callSid}&friend=${friend.id}`, {
      ...legParams(setup, callSid),
      Digits: 'one',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('Invalid Twilio request') });
  });
});

describe('POST /api/telephony/menu: the signature check', () => {
  it('refuses it without a signature, with a wrong one, or signed over another URL, and chooses nothing', async () => {
    const setup = await createCallSetup({ serviceTypes: ['PHONE_PALS', 'CALL_FORWARDING'] });
    const { callSid } = await callAndKeyCode(setup);
    const before = await phoneCall(callSid);
    const params = { ...legParams(setup, callSid), Digits: '1' };
    const refusals = [
      await twilioPost(MENU_URL, params, { signature: null }),
      await twilioPost(MENU_URL, params, { signature: 'RSOYDt4T1cUTdK1PDd93/VVr8B8=' }),
      await twilioPost(MENU_URL, params, { signedUrl: `${ORIGIN}/api/telephony/other` }),
      await twilioPost(MENU_URL, params, {
        signature: await twilioSignature('another_token', MENU_URL, params),
      }),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: INVALID_SIGNATURE, code: 'invalidTwilioSignature' });
    }
    expect(await phoneCall(callSid)).toEqual(before);
  });
});
