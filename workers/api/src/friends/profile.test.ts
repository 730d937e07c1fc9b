import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/errors';
import { createFriend, signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { getDb } from '../db/client';
import { friends, friendVerifications } from '../db/schema';
import { setTelephonyForTests } from '../telephony/provider';
import {
  APPROVED,
  adminActingAs,
  lastSpokenCode,
  placedCalls,
  profile,
  signedInFriend,
} from './friend-test-helpers';
import { ALREADY_APPROVED, NEW_PHONE_TO_VERIFY, NOT_APPROVED_YET } from './routes';
import { ASK_NEW_CALL, CALL_FAILED, CALL_ME_TOO_SOON, hashCode, WRONG_CODE } from './verification';

afterEach(() => setTelephonyForTests(undefined));

const finish = (cookie: string, body = profile()) =>
  call('/api/finishfriendregistration', { cookie, json: body });
const verify = (cookie: string, code: string) =>
  call('/api/verifyfriendregistration', { cookie, body: code, headers: { 'content-type': 'text/plain' } });

describe('GET /api/getfrienddetail', () => {
  it('answers the friend of spec §3, never the password hash', async () => {
    const { friend, cookie } = await signedInFriend({ phoneNumber: '+15550000000', available: true });
    const response = await call('/api/getfrienddetail', { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: friend.id,
      firstName: friend.firstName,
      lastName: friend.lastName,
      username: friend.username,
      email: friend.email,
      phoneNumber: '+15550000000',
      moneroAddress: null,
      description: null,
      image: null,
      active: true,
      approved: false,
      verified: false,
    });
  });

  it('answers an ADMIN acting as the friend and refuses everyone else', async () => {
    const friend = await createFriend();
    const asAdmin = await call('/api/getfrienddetail', { cookie: await adminActingAs(friend.id) });
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.json()).toMatchObject({ id: friend.id });
    expect((await call('/api/getfrienddetail')).status).toBe(401);
    for (const kind of ['inmate', 'admin', 'employee1'] as const) {
      expect((await call('/api/getfrienddetail', { cookie: await signInAs(kind) })).status).toBe(403);
    }
  });
});

describe('POST /api/finishfriendregistration and verifyfriendregistration', () => {
  it('saves the profile, calls with the code digit by digit, and the right code verifies and approves', async () => {
    const { friend, cookie } = await signedInFriend();
    const response = await finish(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      friend: {
        phoneNumber: '+15551234567',
        description: 'I like long talks.',
        approved: false,
        verified: false,
      },
    });
    const [placed] = await placedCalls();
    expect(placed).toEqual({
      to: '+15551234567',
      say: expect.stringMatching(/code is \d, \d, \d, \d, \d, \d\./),
      at: expect.any(String),
    });
    // Stored hashed, never as the code itself.
    const code = await lastSpokenCode();
    const row = await getDb(env.DB).query.friendVerifications.findFirst({
      where: eq(friendVerifications.friendId, friend.id),
    });
    expect(row?.codeHash).toBe(await hashCode(friend.id, code));
    expect(row?.codeHash).not.toContain(code);

    const verified = await verify(cookie, ` ${code.slice(0, 3)} ${code.slice(3)}\n`);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ friend: { approved: true, verified: true } });
    // Approved: the finish and verify calls are done with; Save Profile takes over.
    expect(await (await finish(cookie)).json()).toEqual({ error: ALREADY_APPROVED, code: 'alreadyApproved' });
  });

  it('refuses a second Call Me within 60 seconds', async () => {
    const { cookie } = await signedInFriend();
    expect((await finish(cookie)).status).toBe(200);
    const again = await finish(cookie);
    expect(again.status).toBe(429);
    expect(await again.json()).toEqual({ error: CALL_ME_TOO_SOON, code: 'callMeTooSoon' });
    expect(await placedCalls()).toHaveLength(1);
  });

  it('saves nothing of a profile whose Call Me is refused, and the code already spoken still verifies', async () => {
    const { friend, cookie } = await signedInFriend();
    expect((await finish(cookie)).status).toBe(200);
    const code = await lastSpokenCode();
    const refused = await finish(cookie, profile({ phoneNumber: '+15559876543', description: 'Changed.' }));
    expect(refused.status).toBe(429);
    const row = await getDb(env.DB).query.friends.findFirst({ where: eq(friends.id, friend.id) });
    expect(row).toMatchObject({ phoneNumber: '+15551234567', description: 'I like long talks.' });
    const verified = await verify(cookie, code);
    expect([verified.status, await verified.json()]).toMatchObject([200, { friend: { approved: true } }]);
  });

  it('verifies only the number the code was spoken to: a number changed since needs a new call', async () => {
    const { friend, cookie } = await signedInFriend();
    expect((await finish(cookie)).status).toBe(200);
    const code = await lastSpokenCode();
    await getDb(env.DB).update(friends).set({ phoneNumber: '+15559876543' }).where(eq(friends.id, friend.id));
    const refused = await verify(cookie, code);
    expect([refused.status, await refused.json()]).toEqual([400, errorBody(ASK_NEW_CALL)]);
    const row = await getDb(env.DB).query.friends.findFirst({ where: eq(friends.id, friend.id) });
    expect(row).toMatchObject({ phoneNumber: '+15559876543', verified: false, approved: false });
  });

  it('keeps the Call Me free when the photo is refused: nothing saved, and a call can follow at once', async () => {
    const { friend, cookie } = await signedInFriend();
    const refused = await finish(cookie, profile({ image: 'data:image/png;base64,aGVsbG8=' }));
    expect(refused.status).toBe(400);
    expect(await placedCalls()).toHaveLength(0);
    const row = await getDb(env.DB).query.friends.findFirst({ where: eq(friends.id, friend.id) });
    expect(row?.description).toBeNull();
    expect((await finish(cookie)).status).toBe(200);
  });

  it('allows a new Call Me after 60 seconds, which replaces the code', async () => {
    const { friend, cookie } = await signedInFriend();
    expect((await finish(cookie)).status).toBe(200);
    const old = await lastSpokenCode();
    await getDb(env.DB)
      .update(friendVerifications)
      .set({ calledAt: new Date(Date.now() - 61_000).toISOString() })
      .where(eq(friendVerifications.friendId, friend.id));
    expect((await finish(cookie)).status).toBe(200);
    expect(await placedCalls()).toHaveLength(2);
    const fresh = await lastSpokenCode();
    if (fresh !== old) expect((await verify(cookie, old)).status).toBe(400);
    expect((await verify(cookie, fresh)).status).toBe(200);
  });

  it('counts wrong codes and needs a new call after 5', async () => {
    const { cookie } = await signedInFriend();
    await finish(cookie);
    const code = await lastSpokenCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await verify(cookie, wrong);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: WRONG_CODE, code: 'wrongCode' });
    }
    expect(await (await verify(cookie, wrong)).json()).toEqual({ error: ASK_NEW_CALL, code: 'askNewCall' });
    // Even the right code no longer works.
    const late = await verify(cookie, code);
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({ error: ASK_NEW_CALL, code: 'askNewCall' });
  });

  it('refuses an expired code', async () => {
    const { friend, cookie } = await signedInFriend();
    await finish(cookie);
    await getDb(env.DB)
      .update(friendVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(friendVerifications.friendId, friend.id));
    const response = await verify(cookie, await lastSpokenCode());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: ASK_NEW_CALL, code: 'askNewCall' });
  });

  it('asks for a call first, and for a code', async () => {
    const { cookie } = await signedInFriend();
    expect(await (await verify(cookie, '123456')).json()).toEqual({
      error: ASK_NEW_CALL,
      code: 'askNewCall',
    });
    expect(await (await verify(cookie, '  ')).json()).toEqual({
      error: 'Please enter the verification code',
      code: 'codeRequired',
    });
  });

  it('tells the friend when the call could not be placed, and lets them retry at once', async () => {
    const { cookie } = await signedInFriend();
    setTelephonyForTests({ placeCall: () => Promise.reject(new Error('provider down')) });
    const response = await finish(cookie);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: CALL_FAILED, code: 'callFailed' });
    setTelephonyForTests(undefined);
    expect((await finish(cookie)).status).toBe(200);
  });

  it.each([
    [{ phoneNumber: '' }, 'Phone number is required'],
    [{ phoneNumber: '12345' }, 'Invalid phone number'],
    [{ moneroAddress: '' }, 'Monero Address is required*'],
    [{ moneroAddress: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT' }, 'Invalid Monero Address'],
    [{ description: '' }, 'description is required'],
    [{ available: 'yes' }, 'available must be true or false'],
  ])('applies the spec §5 rules: %j', async (change, message) => {
    const { cookie } = await signedInFriend();
    for (const path of ['/api/finishfriendregistration', '/api/updatefriendprofile']) {
      const response = await call(path, { cookie, json: profile(change) });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errorBody(message));
    }
  });

  it('lets an ADMIN acting as the friend finish and verify; refuses other roles', async () => {
    const friend = await createFriend();
    const cookie = await adminActingAs(friend.id);
    expect((await finish(cookie)).status).toBe(200);
    expect((await verify(cookie, await lastSpokenCode())).status).toBe(200);
    expect((await finish('')).status).toBe(401);
    for (const kind of ['inmate', 'admin', 'employee1'] as const) {
      const other = await signInAs(kind);
      expect((await finish(other)).status).toBe(403);
      expect((await verify(other, '123456')).status).toBe(403);
    }
  });
});

describe('POST /api/updatefriendprofile', () => {
  it('saves an approved friend profile', async () => {
    const { friend, cookie } = await signedInFriend(APPROVED);
    const response = await call('/api/updatefriendprofile', {
      cookie,
      json: profile({ description: 'New words', available: false }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      message: 'Profile saved',
      friend: { id: friend.id, description: 'New words', active: false, approved: true },
    });
  });

  it('a new phone number must be verified by a call: the profile waits for verification again', async () => {
    const { friend, cookie } = await signedInFriend(APPROVED);
    const response = await call('/api/updatefriendprofile', {
      cookie,
      json: profile({ phoneNumber: '+15559876543' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      message: NEW_PHONE_TO_VERIFY,
      friend: { id: friend.id, phoneNumber: '+15559876543', approved: false, verified: false },
    });
    // Unapproved, the friend finishes with Call Me to the new number and its code, as at registration.
    expect((await finish(cookie, profile({ phoneNumber: '+15559876543' }))).status).toBe(200);
    expect((await placedCalls()).at(-1)?.to).toBe('+15559876543');
    expect((await verify(cookie, await lastSpokenCode())).status).toBe(200);
    const row = await getDb(env.DB).query.friends.findFirst({ where: eq(friends.id, friend.id) });
    expect(row).toMatchObject({ approved: true, verified: true });
  });

  it('is 403 for an unapproved friend and for other roles', async () => {
    const { cookie } = await signedInFriend();
    const response = await call('/api/updatefriendprofile', { cookie, json: profile() });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: NOT_APPROVED_YET, code: 'notApprovedYet' });
    expect((await call('/api/updatefriendprofile', { json: profile() })).status).toBe(401);
    for (const kind of ['inmate', 'admin', 'employee1'] as const) {
      const other = await call('/api/updatefriendprofile', { cookie: await signInAs(kind), json: profile() });
      expect(other.status).toBe(403);
    }
  });

  it('lets an ADMIN acting as an approved friend save it', async () => {
    const friend = await createFriend({ approved: true, verified: true });
    const cookie = await adminActingAs(friend.id);
    const response = await call('/api/updatefriendprofile', {
      cookie,
      json: profile({ description: 'By staff' }),
    });
    expect(response.status).toBe(200);
    const row = await getDb(env.DB).query.friends.findFirst({ where: eq(friends.id, friend.id) });
    expect(row?.description).toBe('By staff');
  });
});
