import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/http';
import { getDb } from '../db/client';
import { mailOutbox } from '../db/schema';
import { CODES_PER_CONNECTION } from '../support/routes';
import { placedCalls, profile, signedInFriend } from './friend-test-helpers';
import { CALLS_PER_ADDRESS } from './verification';

// The per-connection limits hold for an IPv6 client, who may send each request from another address of its /64
// (auth/rate-limit.ts clientAddress): Call Me rings at most CALLS_PER_ADDRESS numbers an hour from one /64, and the
// contact form mails at most CODES_PER_CONNECTION codes. Until 2026-11-29 each new address started afresh.

/** The i-th address of one /64. */
const inSame64 = (i: number) => `2001:db8:1234:5678::${(i + 1).toString(16)}`;

describe('per-connection limits for an IPv6 client', () => {
  it(`Call Me places at most ${CALLS_PER_ADDRESS} calls an hour for one IPv6 /64`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CALLS_PER_ADDRESS + 5; i += 1) {
      const { cookie } = await signedInFriend();
      const response = await call('/api/finishfriendregistration', {
        cookie,
        json: profile({ phoneNumber: `+1555010${String(i).padStart(4, '0')}` }),
        headers: { 'CF-Connecting-IP': inSame64(i) },
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(CALLS_PER_ADDRESS);
    expect((await placedCalls()).length).toBeLessThanOrEqual(CALLS_PER_ADDRESS);
  });

  it(`mails at most ${CODES_PER_CONNECTION} captcha codes an hour for one IPv6 /64`, async () => {
    for (let i = 0; i < CODES_PER_CONNECTION + 5; i += 1) {
      await call('/api/emailcaptcha', {
        json: { from: `person${i}@example.com` },
        headers: { 'CF-Connecting-IP': inSame64(i) },
      });
    }
    expect((await getDb(env.DB).select().from(mailOutbox)).length).toBeLessThanOrEqual(CODES_PER_CONNECTION);
  });
});
