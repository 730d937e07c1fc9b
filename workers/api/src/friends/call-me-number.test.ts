import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/errors';
import { call } from '../../test/http';
import { getDb } from '../db/client';
import { friendVerifications } from '../db/schema';
import { setTelephonyForTests } from '../telephony/provider';
import { APPROVED, lastSpokenCode, placedCalls, profile, signedInFriend } from './friend-test-helpers';
import { NEW_PHONE_TO_VERIFY } from './routes';
import { CALLS_PER_NUMBER, NUMBER_CALLED_TOO_OFTEN } from './verification';

// Call Me and the phone number: one number in any form spec §5 allows is one phone (for the daily limit, the
// approval, and Twilio, which dials E.164), and a Call Me that is refused or fails leaves the code already spoken.

afterEach(() => setTelephonyForTests(undefined));

/** Each test asks from an address of its own, so the per-address limit of another test never refuses it. */
const finishFrom =
  (address: string) =>
  (cookie: string, body = profile()) =>
    call('/api/finishfriendregistration', { cookie, json: body, headers: { 'CF-Connecting-IP': address } });
const verify = (cookie: string, code: string) =>
  call('/api/verifyfriendregistration', { cookie, body: code, headers: { 'content-type': 'text/plain' } });

/** The friend's last Call Me made older than its 60-second wait. */
const pastTheMinute = (friendId: number) =>
  getDb(env.DB)
    .update(friendVerifications)
    .set({ calledAt: new Date(Date.now() - 61_000).toISOString() })
    .where(eq(friendVerifications.friendId, friendId));

describe('Call Me and the forms of one phone number', () => {
  it('dials the number in E.164, however the friend wrote it', async () => {
    const finish = finishFrom('203.0.113.21');
    const { cookie } = await signedInFriend();
    expect((await finish(cookie, profile({ phoneNumber: '5551230000' }))).status).toBe(200);
    expect((await placedCalls()).at(-1)?.to).toBe('+15551230000');
  });

  it('speaks the code in the language the friend reads the site in', async () => {
    const { cookie } = await signedInFriend();
    const response = await call('/api/finishfriendregistration', {
      cookie: `${cookie}; lang=es`,
      json: profile({ phoneNumber: '5551230001' }),
      headers: { 'CF-Connecting-IP': '203.0.113.29' },
    });
    expect(response.status).toBe(200);
    const say = (await placedCalls()).at(-1)?.say ?? '';
    expect(say).toMatch(/^Su código de verificación es (\d, ){5}\d\. Repito, su código es (\d, ){5}\d\.$/);
    expect((await verify(cookie, say.replace(/\..*$/, '').replace(/\D/g, ''))).status).toBe(200);
  });

  it('counts one number written two ways against one daily limit', async () => {
    const finish = finishFrom('203.0.113.22');
    for (let i = 0; i < CALLS_PER_NUMBER; i += 1) {
      const { cookie } = await signedInFriend();
      expect((await finish(cookie, profile({ phoneNumber: '+15557650000' }))).status).toBe(200);
    }
    const { cookie } = await signedInFriend();
    const refused = await finish(cookie, profile({ phoneNumber: '5557650000' }));
    expect([refused.status, await refused.json()]).toEqual([429, errorBody(NUMBER_CALLED_TOO_OFTEN)]);
    expect(await placedCalls()).toHaveLength(CALLS_PER_NUMBER);
  });

  it('keeps an approved friend approved when they write their verified number in another form', async () => {
    const { cookie } = await signedInFriend(APPROVED);
    const response = await call('/api/updatefriendprofile', {
      cookie,
      json: profile({ phoneNumber: APPROVED.phoneNumber.replace('+1', '') }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      message: 'Profile saved',
      friend: { approved: true, verified: true },
    });
  });

  // `+5551234567` is dialled as +55 (Brazil), `4420712345` without its plus as +1 442…: other phones.
  it.each([
    ['+15551234567', '+5551234567'],
    ['+4420712345', '4420712345'],
  ])('needs a new call when %s is saved as %s, which dials another phone', async (verified, saved) => {
    const { cookie } = await signedInFriend({ approved: true, verified: true, phoneNumber: verified });
    const response = await call('/api/updatefriendprofile', {
      cookie,
      json: profile({ phoneNumber: saved }),
    });
    expect([response.status, await response.json()]).toMatchObject([
      200,
      { message: NEW_PHONE_TO_VERIFY, friend: { phoneNumber: saved, approved: false, verified: false } },
    ]);
  });

  it('counts numbers that dial different phones against their own daily limits', async () => {
    const finish = finishFrom('203.0.113.25');
    for (let i = 0; i < CALLS_PER_NUMBER; i += 1) {
      const { cookie } = await signedInFriend();
      expect((await finish(cookie, profile({ phoneNumber: '+15557652222' }))).status).toBe(200);
    }
    const { cookie } = await signedInFriend();
    expect((await finish(cookie, profile({ phoneNumber: '+5557652222' }))).status).toBe(200);
    expect((await placedCalls()).at(-1)?.to).toBe('+5557652222');
  });
});

describe('a Call Me that is refused or fails leaves the code already spoken', () => {
  it('still verifies the earlier code after the daily limit refuses a new call', async () => {
    const finish = finishFrom('203.0.113.23');
    const number = '+15557651111';
    const { friend, cookie } = await signedInFriend();
    expect((await finish(cookie, profile({ phoneNumber: number }))).status).toBe(200);
    const spoken = await lastSpokenCode();
    for (let i = 1; i < CALLS_PER_NUMBER; i += 1) {
      const other = await signedInFriend();
      expect((await finish(other.cookie, profile({ phoneNumber: number }))).status).toBe(200);
    }
    await pastTheMinute(friend.id);
    const refused = await finish(cookie, profile({ phoneNumber: number }));
    expect(refused.status).toBe(429);
    const verified = await verify(cookie, spoken);
    expect([verified.status, await verified.json()]).toMatchObject([200, { friend: { approved: true } }]);
  });

  it('still verifies the earlier code after a new call could not be placed', async () => {
    const finish = finishFrom('203.0.113.24');
    const { friend, cookie } = await signedInFriend();
    expect((await finish(cookie)).status).toBe(200);
    const spoken = await lastSpokenCode();
    await pastTheMinute(friend.id);
    setTelephonyForTests({ placeCall: () => Promise.reject(new Error('provider down')) });
    expect((await finish(cookie)).status).toBe(502);
    setTelephonyForTests(undefined);
    expect((await verify(cookie, spoken)).status).toBe(200);
  });
});
