import { describe, expect, it } from 'vitest';
import { formatSimulation, parseCallArgs } from './call-args';

const REQUIRED = ['--from', '15555550199', '--to', '+15555550100', '--code', '482913', '--minutes', '3'];

describe('npm run call flags', () => {
  it('reads a call; the friend accepts by default; the Worker from --worker, WORKER_URL or localhost:8787', () => {
    expect(parseCallArgs(REQUIRED)).toEqual({
      ok: true,
      request: {
        from: '15555550199',
        to: '+15555550100',
        code: '482913',
        minutes: 3,
        friend: 'accepts',
        worker: 'http://localhost:8787',
      },
    });
    expect(parseCallArgs([...REQUIRED, '--friend-declines'])).toMatchObject({
      request: { friend: 'declines' },
    });
    expect(parseCallArgs([...REQUIRED, '--friend-accepts'])).toMatchObject({
      request: { friend: 'accepts' },
    });
    expect(parseCallArgs(REQUIRED, { WORKER_URL: 'http://localhost:8797' })).toMatchObject({
      request: { worker: 'http://localhost:8797' },
    });
    expect(
      parseCallArgs([...REQUIRED, '--worker', 'http://127.0.0.1:9000'], { WORKER_URL: 'http://x:1' }),
    ).toMatchObject({ request: { worker: 'http://127.0.0.1:9000' } });
    expect(parseCallArgs([...REQUIRED.slice(0, -1), '1.5'])).toMatchObject({ request: { minutes: 1.5 } });
    expect(parseCallArgs([...REQUIRED, '--choice', '2'])).toMatchObject({ request: { choice: '2' } });
  });

  it.each([
    [['--to', '+15555550100', '--code', '482913', '--minutes', '3'], '--from is required'],
    [REQUIRED.slice(0, -2), '--minutes is required'],
    [[...REQUIRED.slice(0, -1), 'three'], '--minutes must be a number, not "three"'],
    [[...REQUIRED.slice(0, -1), '0'], 'minutes must be more than 0'],
    [[...REQUIRED.slice(0, -1), '-3'], "Option '--minutes"],
    [[...REQUIRED.slice(0, -1), '500'], 'minutes must be at most 240'],
    [[...REQUIRED, '--friend-accepts', '--friend-declines'], 'not both'],
    [[...REQUIRED, '--friend', 'yes'], "Unknown option '--friend'"],
    [[...REQUIRED, 'extra'], "Unexpected argument 'extra'"],
    [['--from', 'jail', ...REQUIRED.slice(2)], 'from (the jail phone) must be a phone number'],
    [
      [...REQUIRED.slice(0, 2), '--to', '12', ...REQUIRED.slice(4)],
      "to (the inmate's number) must be a phone number",
    ],
    [[...REQUIRED.slice(0, 4), '--code', 'abc', ...REQUIRED.slice(6)], 'code must be the keys'],
    [[...REQUIRED, '--worker', 'localhost'], 'worker must be an http(s) URL'],
    [
      [...REQUIRED, '--choice', '4'],
      'choice must be 1 (a friend), 2 (the saved number) or 3 (the assistant)',
    ],
  ])('refuses %j with a clear message', (argv, message) => {
    const parsed = parseCallArgs(argv);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.message).toContain(message);
  });

  it('prints the steps, then credits with one decimal and dollars with cents', () => {
    const text = formatSimulation({
      callSid: 'CA1',
      duration: 190,
      steps: ['Gather 6 digits → keys 482913', 'talk 180s'],
      result: {
        callSid: 'CA1',
        status: 'completed',
        serviceType: 'PHONE_PALS',
        minutes: 3,
        creditsCharged: 3,
        friendId: 1,
        friendEarned: 0.45,
      },
    });
    expect(text.split('\n')).toEqual([
      '  Gather 6 digits → keys 482913',
      '  talk 180s',
      '',
      'Call CA1: completed, PHONE_PALS',
      'Minutes: 3',
      'Credits charged: 3.0',
      'Friend earned: $0.45 (friend 1)',
    ]);
  });
});
