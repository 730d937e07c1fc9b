import { describe, expect, it } from 'vitest';
import { ORIGIN } from '../../test/http';
import { INVALID_SIGNATURE, signaturesMatch, twilioSignature } from './signature';
import {
  AUTH_TOKEN,
  createCallSetup,
  legParams,
  newCallSid,
  phoneCall,
  twilioPost,
  twimlOf,
} from './telephony-test-helpers';

describe('twilioSignature', () => {
  // Twilio's published example (TwilioDevEd/api-snippets security/signature_validation, token "12345").
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+14158675310',
    Digits: '1234',
    From: '+14158675310',
    To: '+18005551212',
  };

  it("matches Twilio's published example", async () => {
    expect(await twilioSignature('12345', url, params)).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
  });

  it('sorts the parameters by name, however they are given', async () => {
    const reversed = Object.entries(params).reverse() as [string, string][];
    expect(await twilioSignature('12345', url, reversed)).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
  });

  it('changes with the URL, a parameter or the token', async () => {
    const signature = await twilioSignature('12345', url, params);
    expect(await twilioSignature('12345', `${url}&x=1`, params)).not.toBe(signature);
    expect(await twilioSignature('12345', url, { ...params, Digits: '1235' })).not.toBe(signature);
    expect(await twilioSignature('54321', url, params)).not.toBe(signature);
  });

  it('compares signatures whole', () => {
    expect(signaturesMatch('abc=', 'abc=')).toBe(true);
    expect(signaturesMatch('abc=', 'abd=')).toBe(false);
    expect(signaturesMatch('abc=', 'abc')).toBe(false);
    expect(signaturesMatch('abc=', '')).toBe(false);
  });
});

describe('X-Twilio-Signature on the webhooks', () => {
  const paths = [
    '/api/telephony/voice',
    '/api/telephony/code',
    '/api/telephony/dial',
    '/api/telephony/whisper?call=CA00000000000000000000000000000000&friend=1',
    '/api/telephony/whisper-answer?call=CA00000000000000000000000000000000&friend=1',
    '/api/telephony/status',
  ];

  it.each(paths)(
    'refuses %s without a signature, with a wrong one, or signed over another URL',
    async (path) => {
      const setup = await createCallSetup();
      const callSid = newCallSid();
      const params = { ...legParams(setup, callSid), Digits: setup.secretCode };
      const refusals = [
        await twilioPost(path, params, { signature: null }),
        await twilioPost(path, params, { signature: 'RSOYDt4T1cUTdK1PDd93/VVr8B8=' }),
        await twilioPost(path, params, { signedUrl: `${ORIGIN}/api/telephony/other` }),
        await twilioPost(path, params, {
          signature: await twilioSignature('another_token', `${ORIGIN}${path}`, params),
        }),
      ];
      for (const response of refusals) {
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ error: INVALID_SIGNATURE, code: 'invalidTwilioSignature' });
      }
      // Refused before anything: no call was recorded.
      expect(await phoneCall(callSid)).toBeUndefined();
    },
  );

  it('refuses a parameter changed after signing', async () => {
    const setup = await createCallSetup();
    const params = legParams(setup, newCallSid());
    const signature = await twilioSignature(AUTH_TOKEN, `${ORIGIN}/api/telephony/voice`, params);
    const response = await twilioPost(
      '/api/telephony/voice',
      { ...params, To: '+15550000000' },
      { signature },
    );
    expect(response.status).toBe(403);
  });

  it('needs no session and passes the cross-site guard: server-to-server posts carry no Origin', async () => {
    const setup = await createCallSetup();
    const response = await twilioPost('/api/telephony/voice', legParams(setup, newCallSid()));
    expect(response.status).toBe(200);
    expect(await twimlOf(response)).toContain('<Gather');
  });

  it('still refuses a browser post from another site, even signed', async () => {
    const setup = await createCallSetup();
    const response = await twilioPost('/api/telephony/voice', legParams(setup, newCallSid()), {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});
