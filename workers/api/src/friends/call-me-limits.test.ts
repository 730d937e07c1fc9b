import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/errors';
import { call } from '../../test/http';
import { getDb } from '../db/client';
import { friends } from '../db/schema';
import { setTelephonyForTests } from '../telephony/provider';
import { placedCalls, profile, signedInFriend } from './friend-test-helpers';
import {
  ADDRESS_CALLED_TOO_OFTEN,
  CALLS_PER_ADDRESS,
  CALLS_PER_NUMBER,
  NUMBER_CALLED_TOO_OFTEN,
} from './verification';

// Call Me beyond one friend's minute (docs/decisions.md "Call Me limits"): anyone can register a friend, so the
// product must not ring one number, or call for one address, without end.

afterEach(() => setTelephonyForTests(undefined));

const finish = (cookie: string, body = profile()) =>
  call('/api/finishfriendregistration', { cookie, json: body });

describe('POST /api/finishfriendregistration: Call Me limits', () => {
  it('rings one number at most 5 times a day, whoever asks, and refuses the rest saving nothing', async () => {
    const number = '+15557654321';
    for (let i = 0; i < CALLS_PER_NUMBER; i += 1) {
      const { cookie } = await signedInFriend();
      expect((await finish(cookie, profile({ phoneNumber: number }))).status).toBe(200);
    }
    const { friend, cookie } = await signedInFriend();
    const refused = await finish(cookie, profile({ phoneNumber: '1 (555) 765-4321'.replace(/\D/g, '') }));
    expect([refused.status, await refused.json()]).toEqual([429, errorBody(NUMBER_CALLED_TOO_OFTEN)]);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(23 * 60 * 60);
    expect(await placedCalls()).toHaveLength(CALLS_PER_NUMBER);
    const row = await getDb(env.DB).query.friends.findFirst({ where: eq(friends.id, friend.id) });
    expect(row?.phoneNumber).toBeNull();
    // Its minute is given back: another number can be called at once.
    expect((await finish(cookie)).status).toBe(200);
  });

  it('places at most 10 calls an hour for one address', async () => {
    const from = { 'CF-Connecting-IP': '203.0.113.7' };
    for (let i = 0; i < CALLS_PER_ADDRESS; i += 1) {
      const { cookie } = await signedInFriend();
      const body = profile({ phoneNumber: `+1555000${String(i).padStart(4, '0')}` });
      expect(
        (await call('/api/finishfriendregistration', { cookie, json: body, headers: from })).status,
      ).toBe(200);
    }
    const { cookie } = await signedInFriend();
    const refused = await call('/api/finishfriendregistration', { cookie, json: profile(), headers: from });
    expect([refused.status, await refused.json()]).toEqual([429, errorBody(ADDRESS_CALLED_TOO_OFTEN)]);
    // Another address is not held back.
    expect((await finish(cookie)).status).toBe(200);
  });

  it('does not count a call that could not be placed: it rang nobody, and the friend may retry', async () => {
    const from = { 'CF-Connecting-IP': '203.0.113.8' };
    const body = profile({ phoneNumber: '+15554440001' });
    const { cookie } = await signedInFriend();
    setTelephonyForTests({ placeCall: () => Promise.reject(new Error('provider down')) });
    for (let i = 0; i < CALLS_PER_ADDRESS + 1; i += 1) {
      expect(
        (await call('/api/finishfriendregistration', { cookie, json: body, headers: from })).status,
      ).toBe(502);
    }
    setTelephonyForTests(undefined);
    const retried = await call('/api/finishfriendregistration', { cookie, json: body, headers: from });
    expect([retried.status, await retried.json()]).toMatchObject([
      200,
      { friend: { phoneNumber: '+15554440001' } },
    ]);
    expect(await placedCalls()).toHaveLength(1);
  });
});
