import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, ORIGIN } from '../../test/http';
import { createApp } from '../app';
import { LocalTelephony } from '../telephony/local-adapter';

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

  it('answers 404 with the Twilio adapter or outside a local run', async () => {
    for (const change of [{ TELEPHONY_ADAPTER: 'twilio' }, { APP_ENV: 'production' }]) {
      const response = await createApp().request(`${ORIGIN}/api/dev/calls`, {}, { ...env, ...change });
      expect(response.status).toBe(404);
    }
  });
});
