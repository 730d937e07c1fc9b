import { afterEach, describe, expect, it } from 'vitest';
import { startFakeWorker } from './fake-worker';
import { type SimulateOptions, SimulationError, simulateCall, WorkerUnreachableError } from './simulate';

// The simulator against a fake Worker that answers the telephony flow contract and checks every signature.

let stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.map((stop) => stop()));
  stops = [];
});

async function fakeWorker(options: Parameters<typeof startFakeWorker>[0] = {}) {
  const worker = await startFakeWorker(options);
  stops.push(worker.stop);
  return worker;
}

const call = (worker: string, change: Partial<SimulateOptions> = {}) =>
  simulateCall({
    worker,
    from: '15555550199',
    to: '+15555550100',
    code: '482913',
    minutes: 3,
    friend: 'accepts',
    ...change,
  });

describe('simulateCall', () => {
  it('plays a call the friend accepts: code, Dial with whisper, talk, Dial action, status callback, the record', async () => {
    const worker = await fakeWorker();
    const simulation = await call(worker.url);

    expect(simulation.callSid).toMatch(/^CA[0-9a-f]{32}$/);
    expect(simulation.steps.slice(1)).toEqual([
      'Pause 2s',
      'Play digits w1',
      'Play /api/telephony/audio/welcome → 200 audio/mpeg',
      'Say "Enter your secret code."',
      'Gather 6 digits → keys 482913',
      'Dial +15555550123 (timeLimit 600s)',
      'friend leg: Say "An inmate is calling. Press 1 to accept, 2 to decline."',
      'friend leg: Gather 1 digits → keys 1',
      'friend leg: Say "Connecting."',
      '+15555550123 bridged',
      'talk 180s',
      'Hangup',
      `Status callback: completed, ${simulation.duration}s`,
    ]);
    expect(simulation.result).toEqual({
      callSid: simulation.callSid,
      status: 'completed',
      serviceType: 'PHONE_PALS',
      minutes: 3,
      creditsCharged: 3,
      friendId: 1,
      friendEarned: 0.45,
    });

    const posts = worker.requests.filter((request) => request.method === 'POST');
    expect(posts.every((request) => request.signed)).toBe(true);
    expect(posts.map((request) => request.path)).toEqual([
      '/api/telephony/voice',
      '/api/telephony/code',
      '/api/telephony/whisper?friend=1',
      '/api/telephony/whisper-answer?friend=1',
      '/api/telephony/dialed',
      '/api/telephony/status',
    ]);
    const [voice, code, whisper, accepted, dialed, status] = posts.map((request) => request.params);
    expect(voice).toEqual({
      AccountSid: 'ACLOCAL',
      CallSid: simulation.callSid,
      From: '15555550199',
      To: '+15555550100',
      CallStatus: 'ringing',
      Direction: 'inbound',
      ApiVersion: '2010-04-01',
    });
    expect(code).toMatchObject({ CallSid: simulation.callSid, CallStatus: 'in-progress', Digits: '482913' });
    expect(whisper).toMatchObject({
      ParentCallSid: simulation.callSid,
      From: '+15555550100',
      To: '+15555550123',
      Direction: 'outbound-dial',
      CallStatus: 'in-progress',
    });
    expect(whisper?.CallSid).toMatch(/^CA[0-9a-f]{32}$/);
    expect(whisper?.CallSid).not.toBe(simulation.callSid);
    expect(accepted).toMatchObject({ CallSid: whisper?.CallSid, Digits: '1' });
    expect(dialed).toMatchObject({
      CallSid: simulation.callSid,
      DialCallStatus: 'completed',
      DialCallSid: whisper?.CallSid,
      DialCallDuration: '180',
      DialBridged: 'true',
    });
    expect(status).toMatchObject({
      CallSid: simulation.callSid,
      CallStatus: 'completed',
      CallDuration: String(simulation.duration),
    });
    expect(simulation.duration).toBeGreaterThanOrEqual(180);
  });

  it('when the friends decline: Dial action not bridged, the next friend, then nobody is available', async () => {
    const worker = await fakeWorker();
    const simulation = await call(worker.url, { friend: 'declines' });

    expect(simulation.steps).toContain('friend leg: Gather 1 digits → keys 2');
    expect(simulation.steps).toContain('+15555550123 not bridged');
    expect(simulation.steps).toContain('Dial +15555550124 (timeLimit 600s)');
    expect(simulation.steps).toContain('+15555550124 not bridged');
    expect(simulation.steps.at(-3)).toBe('Say "Nobody is available to take your call."');
    expect(simulation.steps.at(-2)).toBe('Hangup');
    expect(simulation.steps.some((step) => step.startsWith('talk'))).toBe(false);
    const dialed = worker.requests.filter((request) => request.path === '/api/telephony/dialed');
    expect(dialed.map((request) => request.params)).toEqual([
      expect.objectContaining({ DialCallStatus: 'no-answer', DialCallDuration: '0', DialBridged: 'false' }),
      expect.objectContaining({ DialCallStatus: 'no-answer', DialCallDuration: '0', DialBridged: 'false' }),
    ]);
    expect(simulation.result).toMatchObject({
      minutes: 0,
      creditsCharged: 0,
      friendId: null,
      friendEarned: 0,
    });
  });

  it("keys --choice at a bundle's call menu, not the code; without a choice the menu times out to its Redirect", async () => {
    const worker = await fakeWorker({ menu: true });
    const chosen = await call(worker.url, { choice: '2' });
    expect(chosen.steps).toContain('Gather 1 digits → keys 2');
    expect(worker.requests.filter((request) => request.path === '/api/telephony/menu')).toEqual([
      expect.objectContaining({ params: expect.objectContaining({ Digits: '2' }), signed: true }),
    ]);
    const waited = await call(worker.url);
    expect(waited.steps).toContain('Gather 1 digits → no input');
    expect(waited.steps).toContain('Redirect /api/telephony/menu');
    expect(waited.result.creditsCharged).toBe(3);
  });

  it('keys the same wrong code at each Gather until the Worker hangs up', async () => {
    const worker = await fakeWorker();
    const simulation = await call(worker.url, { code: '111111' });

    expect(simulation.steps.filter((step) => step === 'Gather 6 digits → keys 111111')).toHaveLength(3);
    expect(simulation.steps.slice(-3, -1)).toEqual(['Say "Wrong code. Goodbye."', 'Hangup']);
    expect(worker.requests.filter((request) => request.path === '/api/telephony/code')).toHaveLength(3);
    expect(simulation.steps.some((step) => step.startsWith('Dial'))).toBe(false);
  });

  it("cuts the talk at the Dial's timeLimit, as Twilio does", async () => {
    const worker = await fakeWorker({ timeLimit: 120 });
    const simulation = await call(worker.url, { minutes: 5 });

    expect(simulation.steps).toContain('talk 120s (cut at timeLimit 120s)');
    const dialed = worker.requests.find((request) => request.path === '/api/telephony/dialed');
    expect(dialed?.params.DialCallDuration).toBe('120');
    expect(simulation.result.minutes).toBe(2);
  });

  it('stops a Worker that redirects forever after 50 steps, with the steps so far', async () => {
    const worker = await fakeWorker({ loop: true });
    const error = await call(worker.url).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(SimulationError);
    expect((error as SimulationError).message).toMatch(/Stopped after 50 steps/);
    expect((error as SimulationError).steps.filter((step) => step.startsWith('Redirect'))).toHaveLength(50);
    // As Twilio after an application error: the call is still reported completed, so the Worker can close it.
    const status = worker.requests.filter((request) => request.path === '/api/telephony/status');
    expect(status.map((request) => request.params.CallStatus)).toEqual(['completed']);
    expect((error as SimulationError).steps.at(-1)).toMatch(/^Status callback: completed/);
  });

  it("is refused by a Worker whose auth token it does not sign with, and the fake checks what isn't signed", async () => {
    const worker = await fakeWorker({ authToken: 'another_token' });
    const error = await call(worker.url).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SimulationError);
    expect((error as Error).message).toMatch(
      /\/api\/telephony\/voice answered 403: .*Invalid Twilio signature/,
    );

    const unsigned = await fetch(`${worker.url}/api/telephony/voice`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'CallSid=CA00000000000000000000000000000000',
    });
    expect(unsigned.status).toBe(403);
    expect(worker.requests.every((request) => !request.signed)).toBe(true);
  });

  it('says clearly when no Worker answers', async () => {
    const worker = await fakeWorker();
    await worker.stop();
    const error = await call(worker.url).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WorkerUnreachableError);
    expect((error as Error).message).toMatch(/is not answering \(ECONNREFUSED\)/);
  });
});
