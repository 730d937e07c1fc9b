import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, ORIGIN } from '../../test/http';
import { createApp } from '../app';
import {
  bridged,
  callAndKeyCode,
  callIn,
  createCallSetup,
  createReadyFriend,
  friendAnswers,
  legParams,
  twilioPost,
} from '../telephony/telephony-test-helpers';

describe('GET /api/dev/phonecalls/:callSid', () => {
  it('answers the result of a metered PHONE_PALS call', async () => {
    const setup = await createCallSetup({ remainingTenths: 100 });
    const friend = await createReadyFriend();
    const { callSid, xml } = await callAndKeyCode(setup);
    await friendAnswers(setup, callSid, xml, '1');
    await bridged(setup, callSid, xml, 170);
    await twilioPost('/api/telephony/status', { ...legParams(setup, callSid), CallStatus: 'completed' });
    const response = await call(`/api/dev/phonecalls/${callSid}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      callSid,
      status: 'completed',
      serviceType: 'PHONE_PALS',
      minutes: 3,
      creditsCharged: 3,
      friendId: friend.id,
      friendEarned: 0.45,
    });
  });

  it('answers a call that charged nothing with zeros', async () => {
    const setup = await createCallSetup();
    const { callSid } = await callIn(setup);
    expect(await (await call(`/api/dev/phonecalls/${callSid}`)).json()).toEqual({
      callSid,
      status: 'in-progress',
      serviceType: null,
      minutes: 0,
      creditsCharged: 0,
      friendId: null,
      friendEarned: 0,
    });
  });

  it('answers 404 for an unknown call, and outside a local run', async () => {
    const unknown = await call('/api/dev/phonecalls/CA00000000000000000000000000000000');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Call not found', code: 'callNotFound' });
    const setup = await createCallSetup();
    const { callSid } = await callIn(setup);
    const production = await createApp().request(
      `${ORIGIN}/api/dev/phonecalls/${callSid}`,
      {},
      { ...env, APP_ENV: 'production' },
    );
    expect(production.status).toBe(404);
    expect(await production.json()).toEqual({ error: 'Not found', code: 'notFound' });
  });
});
