import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, ORIGIN } from '../../test/http';
import { createApp } from '../app';
import { LocalTelephony } from '../telephony/local-adapter';

afterEach(() => vi.restoreAllMocks());

/** The local run's configuration: the Twilio adapter pointed at twilio-local (wrangler.toml). */
const withTwilioLocal = { ...env, TELEPHONY_ADAPTER: 'twilio', TWILIO_API_BASE: 'http://localhost:12112' };
const devCalls = (bindings: object) => createApp().request(`${ORIGIN}/api/dev/calls`, {}, bindings);

/** A twilio-local list page (Twilio's shape, newest first, each call with the `twiml` it was placed with). */
function twilioLocalPage(calls: { to: string; twiml: string | null; date_created: string }[]) {
  return new Response(
    JSON.stringify({
      calls: calls.map((placed, index) => ({
        sid: `CA${index}`,
        status: 'queued',
        from: '+15555550100',
        ...placed,
      })),
      next_page_uri: null,
      page: 0,
      page_size: 50,
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}

describe('GET /api/dev/calls', () => {
  it('lists the calls of the local telephony adapter, oldest first', async () => {
    const telephony = new LocalTelephony(env.DB);
    expect(await telephony.placeCall({ to: '+15550000001', say: 'first' })).toEqual({
      id: expect.stringMatching(/^local-\d+$/),
    });
    await telephony.placeCall({ to: '+15550000002', say: 'second' });
    const response = await call('/api/dev/calls');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { to: '+15550000001', say: 'first', at: expect.any(String) },
      { to: '+15550000002', say: 'second', at: expect.any(String) },
    ]);
  });

  it('with the Twilio adapter, lists what the local Twilio server recorded, oldest first, as spoken text', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      twilioLocalPage([
        {
          to: '+15550000002',
          twiml: '<Response><Say>Your code is 4, 5 &amp; 6.</Say></Response>',
          date_created: 'Tue, 24 Nov 2026 23:41:05 +0000',
        },
        { to: '+15550000001', twiml: null, date_created: 'Tue, 24 Nov 2026 23:40:00 +0000' },
      ]),
    );
    const response = await devCalls(withTwilioLocal);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual([
      { to: '+15550000001', say: '', at: '2026-11-24T23:40:00.000Z' },
      { to: '+15550000002', say: 'Your code is 4, 5 & 6.', at: '2026-11-24T23:41:05.000Z' },
    ]);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://localhost:12112/2010-04-01/Accounts/ACLOCAL/Calls.json');
    expect(new Headers(init?.headers).get('authorization')).toBe(
      `Basic ${btoa('ACLOCAL:twilio_local_token')}`,
    );
  });

  it('answers 503 when the local Twilio server is down, 502 when it refuses, never 500', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('fetch failed'));
    const down = await devCalls(withTwilioLocal);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      error:
        'The local Twilio server is not answering at http://localhost:12112: start it with npm start (scripts/twilio-local)',
    });

    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }), { status: 401 }),
    );
    const refused = await devCalls(withTwilioLocal);
    expect(refused.status).toBe(502);
    expect(await refused.json()).toEqual({
      error: 'The local Twilio server at http://localhost:12112 refused the list of calls: Authenticate',
    });

    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('<html/>', { status: 200 }));
    expect((await devCalls(withTwilioLocal)).status).toBe(502);
  });

  it('answers 404 with the Twilio adapter against Twilio itself, or outside a local run', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    for (const change of [
      { TELEPHONY_ADAPTER: 'twilio', TWILIO_API_BASE: undefined },
      { TELEPHONY_ADAPTER: 'twilio', TWILIO_API_BASE: 'https://api.twilio.com' },
      { APP_ENV: 'production' },
      { ...withTwilioLocal, APP_ENV: 'production' },
    ]) {
      const response = await devCalls({ ...env, ...change });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found', code: 'notFound' });
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
