import { describe, expect, it } from 'vitest';
import { CallNotPlacedError } from './port';
import { escapeXml, TwilioTelephony } from './twilio-adapter';

const CONFIG = {
  TWILIO_ACCOUNT_SID: 'AC123',
  TWILIO_AUTH_TOKEN: 'secret',
  TWILIO_FROM_NUMBER: '+15550001111',
};

/** A fetch that records its one request and answers `answer` with `status`. */
function stubFetch(status: number, answer: unknown) {
  const requests: Request[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    requests.push(new Request(input, init));
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetcher, requests };
}

describe('Twilio telephony adapter', () => {
  it('posts the call to the account Calls resource with Basic auth and the TwiML that says the text', async () => {
    const { fetcher, requests } = stubFetch(201, { sid: 'CA42' });
    const port = new TwilioTelephony(CONFIG, fetcher);

    await expect(port.placeCall({ to: '+15551234567', say: 'Your code is 1, 2 & <3>.' })).resolves.toEqual({
      id: 'CA42',
    });

    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC123/Calls.json');
    expect(request?.headers.get('authorization')).toBe(`Basic ${btoa('AC123:secret')}`);
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    const form = (await request?.formData()) as FormData;
    expect(form.get('To')).toBe('+15551234567');
    expect(form.get('From')).toBe('+15550001111');
    expect(form.get('Twiml')).toBe('<Response><Say>Your code is 1, 2 &amp; &lt;3&gt;.</Say></Response>');
  });

  it('says a Spanish text with a Spanish voice', async () => {
    const { fetcher, requests } = stubFetch(201, { sid: 'CA44' });
    await new TwilioTelephony(CONFIG, fetcher).placeCall({
      to: '+15551234567',
      say: 'Su código es 1.',
      language: 'es',
    });
    const form = (await requests[0]?.formData()) as FormData;
    expect(form.get('Twiml')).toBe('<Response><Say language="es-MX">Su código es 1.</Say></Response>');
  });

  it('posts to TWILIO_API_BASE when it is set (the local Twilio server), and to Twilio when it is not', async () => {
    const { fetcher, requests } = stubFetch(201, { sid: 'CA43' });
    await new TwilioTelephony({ ...CONFIG, TWILIO_API_BASE: 'http://localhost:12112/' }, fetcher).placeCall({
      to: '+15551234567',
      say: 'hi',
    });
    await new TwilioTelephony({ ...CONFIG, TWILIO_API_BASE: '' }, fetcher).placeCall({
      to: '+1555',
      say: 'hi',
    });
    expect(requests.map((request) => request.url)).toEqual([
      'http://localhost:12112/2010-04-01/Accounts/AC123/Calls.json',
      'https://api.twilio.com/2010-04-01/Accounts/AC123/Calls.json',
    ]);
    expect(requests[0]?.headers.get('authorization')).toBe(`Basic ${btoa('AC123:secret')}`);
  });

  it('refuses a call Twilio did not accept', async () => {
    const { fetcher } = stubFetch(400, { code: 21211, message: "The 'To' number is not valid" });
    await expect(
      new TwilioTelephony(CONFIG, fetcher).placeCall({ to: 'x', say: 'hi' }),
    ).rejects.toBeInstanceOf(CallNotPlacedError);
  });

  it('needs the account, the token and the number', () => {
    expect(() => new TwilioTelephony({ ...CONFIG, TWILIO_AUTH_TOKEN: undefined })).toThrow(
      /TWILIO_AUTH_TOKEN/,
    );
  });

  it('escapes every XML special character', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
