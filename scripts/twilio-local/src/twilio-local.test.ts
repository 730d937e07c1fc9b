import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWorker } from './fake-worker';
import { startTwilioLocal, type TwilioLocalServer } from './index';

// The local server's REST subset, driven by the Worker's own Twilio adapter, and its /simulate door.

/**
 * The Worker's adapter, loaded by a path the scripts' typecheck does not follow: its config type is the Worker's
 * Bindings, whose Cloudflare types only the Worker's tsconfig has.
 */
const ADAPTER = '../../../workers/api/src/telephony/twilio-adapter';
type TwilioTelephony = { placeCall(call: { to: string; say: string }): Promise<{ id: string }> };
const { TwilioTelephony } = (await import(ADAPTER)) as {
  TwilioTelephony: new (config: Record<string, string>, fetcher: typeof fetch) => TwilioTelephony;
};

let server: TwilioLocalServer;
let worker: Awaited<ReturnType<typeof startFakeWorker>>;
const AUTH = `Basic ${Buffer.from('ACLOCAL:twilio_local_token').toString('base64')}`;

beforeAll(async () => {
  worker = await startFakeWorker();
  server = await startTwilioLocal({ port: 0, workerUrl: worker.url });
});

afterAll(async () => {
  await server?.stop();
  await worker?.stop();
});

const calls = (auth = AUTH, account = 'ACLOCAL', init: RequestInit = {}) =>
  fetch(`${server.url}/2010-04-01/Accounts/${account}/Calls.json`, {
    ...init,
    headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded', ...init.headers },
  });

describe('Calls.json', () => {
  it("records the call the Worker's Twilio adapter places (Call Me) and answers Twilio's call resource", async () => {
    // Pointed here by TWILIO_API_BASE, as wrangler.toml points the local Worker at port 12112.
    const adapter = new TwilioTelephony(
      {
        TWILIO_ACCOUNT_SID: 'ACLOCAL',
        TWILIO_AUTH_TOKEN: 'twilio_local_token',
        TWILIO_FROM_NUMBER: '+15555550100',
        TWILIO_API_BASE: server.url,
      },
      (input, init) => fetch(input, init),
    );
    const placed = await adapter.placeCall({ to: '+15555550123', say: 'Your code is 1 2 3 4.' });

    expect(placed.id).toMatch(/^CA[0-9a-f]{32}$/);
    expect(server.calls.calls.at(-1)).toMatchObject({
      sid: placed.id,
      to: '+15555550123',
      from: '+15555550100',
      twiml: '<Response><Say>Your code is 1 2 3 4.</Say></Response>',
    });
    const list = (await (await calls()).json()) as { calls: Record<string, unknown>[] };
    expect(list.calls[0]).toMatchObject({
      sid: placed.id,
      account_sid: 'ACLOCAL',
      to: '+15555550123',
      from: '+15555550100',
      status: 'queued',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      uri: `/2010-04-01/Accounts/ACLOCAL/Calls/${placed.id}.json`,
      twiml: '<Response><Say>Your code is 1 2 3 4.</Say></Response>',
    });
    expect(String(list.calls[0]?.date_created)).toMatch(
      /^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/,
    );
  });

  it('answers 201 with the new call, lists calls newest first and reads one', async () => {
    const created = [];
    for (const to of ['+15555550001', '+15555550002']) {
      const response = await calls(AUTH, 'ACLOCAL', {
        method: 'POST',
        body: new URLSearchParams({
          To: to,
          From: '+15555550100',
          Url: 'http://localhost:8787/x',
        }).toString(),
      });
      expect(response.status).toBe(201);
      created.push((await response.json()) as { sid: string; status: string });
    }
    expect(created[1]?.status).toBe('queued');
    const list = (await (await calls()).json()) as {
      calls: { sid: string }[];
      page: number;
      page_size: number;
    };
    expect(list.calls.slice(0, 2).map((call) => call.sid)).toEqual([created[1]?.sid, created[0]?.sid]);
    expect(list).toMatchObject({ page: 0, page_size: 50, next_page_uri: null });
    const one = await fetch(`${server.url}/2010-04-01/Accounts/ACLOCAL/Calls/${created[0]?.sid}.json`, {
      headers: { authorization: AUTH },
    });
    expect(((await one.json()) as { to: string }).to).toBe('+15555550001');
  });

  it("refuses wrong or missing credentials with 401 in Twilio's error shape, and records nothing", async () => {
    const before = server.calls.calls.length;
    const body = new URLSearchParams({
      To: '+15555550001',
      From: '+15555550100',
      Twiml: '<Response/>',
    }).toString();
    for (const auth of ['', `Basic ${Buffer.from('ACLOCAL:wrong').toString('base64')}`, 'Bearer x']) {
      const response = await calls(auth, 'ACLOCAL', { method: 'POST', body });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Basic realm="Twilio API"');
      expect(await response.json()).toEqual({
        code: 20003,
        message: 'Authenticate',
        more_info: 'https://www.twilio.com/docs/errors/20003',
        status: 401,
      });
    }
    expect((await calls('', 'ACLOCAL')).status).toBe(401);
    expect((await calls(AUTH, 'ACOTHER', { method: 'POST', body })).status).toBe(404);
    expect(server.calls.calls.length).toBe(before);
  });

  it("refuses a call without To, From or what to play, with Twilio's codes", async () => {
    const post = async (form: Record<string, string>) => {
      const response = await calls(AUTH, 'ACLOCAL', {
        method: 'POST',
        body: new URLSearchParams(form).toString(),
      });
      return { status: response.status, body: (await response.json()) as { code: number; message: string } };
    };
    expect(await post({ From: '+15555550100', Twiml: '<Response/>' })).toMatchObject({
      status: 400,
      body: { code: 21201 },
    });
    expect(await post({ To: 'nobody', From: '+15555550100', Twiml: '<Response/>' })).toMatchObject({
      status: 400,
      body: { code: 21211, message: "Invalid 'To' Phone Number: nobody" },
    });
    expect(await post({ To: '+15555550001', Twiml: '<Response/>' })).toMatchObject({ body: { code: 21603 } });
    expect(await post({ To: '+15555550001', From: '+15555550100' })).toMatchObject({ body: { code: 21205 } });
  });
});

describe('POST /simulate', () => {
  const simulate = (body: unknown) =>
    fetch(`${server.url}/simulate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('plays a facility call against the Worker and answers its steps and result', async () => {
    const response = await simulate({
      from: '15555550199',
      to: '+15555550100',
      code: '482913',
      minutes: 3,
      friend: 'accepts',
    });
    expect(response.status).toBe(200);
    const simulation = (await response.json()) as { steps: string[]; result: Record<string, unknown> };
    expect(simulation.steps).toContain('talk 180s');
    expect(simulation.result).toMatchObject({
      minutes: 3,
      creditsCharged: 3,
      friendId: 1,
      friendEarned: 0.45,
    });
  });

  it('refuses a bad request with 400 {error}, and answers 503 when the Worker is not running', async () => {
    const bad = await simulate({ from: '15555550199', to: '+15555550100', code: '482913', minutes: 'three' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'minutes must be a number' });
    const notJson = await fetch(`${server.url}/simulate`, { method: 'POST', body: 'from=1' });
    expect(notJson.status).toBe(400);

    const down = await simulate({
      from: '15555550199',
      to: '+15555550100',
      code: '482913',
      minutes: 1,
      friend: 'declines',
      worker: 'http://localhost:9',
    });
    expect(down.status).toBe(503);
    expect(((await down.json()) as { error: string }).error).toMatch(/not answering/);
  });
});
