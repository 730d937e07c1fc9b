import { env } from 'cloudflare:workers';
import { passwordSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/errors';
import { postWithFailingMail } from '../../test/failing-mail';
import { createFriend, createInmate, PASSWORD, signIn } from '../../test/fixtures';
import { call, cookiesOf } from '../../test/http';
import { getDb } from '../db/client';
import { passwordResets } from '../db/schema';
import {
  changePassword,
  inmatePasswordHash,
  NEW_PASSWORD,
  outbox,
  requestReset,
  temporaryPasswordMailedTo,
} from './password-test-helpers';
import { RESET_MESSAGE } from './routes';

const db = () => getDb(env.DB);
const signInInmate = (username: string, password: string) =>
  call('/api/logininmate', { json: { username, password } });

describe('POST /api/resetpassword', () => {
  it('mails an inmate a temporary password and replaces nothing: both passwords sign in', async () => {
    const inmate = await createInmate({ email: 'ana@example.com' });
    const before = await inmatePasswordHash(inmate.id);
    const response = await requestReset({ username: inmate.username, email: 'ANA@example.com' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: RESET_MESSAGE });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('ana@example.com');
    const temporary = await temporaryPasswordMailedTo('ana@example.com');
    expect(passwordSchema.safeParse(temporary).success).toBe(true);
    expect(await inmatePasswordHash(inmate.id)).toBe(before);
    expect((await signInInmate(inmate.username, PASSWORD)).status).toBe(200);
    expect((await signInInmate(inmate.username, temporary)).status).toBe(200);
  });

  it('mails each account of a person who is both an inmate and a friend its own temporary password', async () => {
    const inmate = await createInmate({ username: 'samboth', email: 'sam@example.com' });
    await createFriend({ username: 'samboth', email: 'sam@example.com' });
    expect((await requestReset({ username: 'samboth', email: 'sam@example.com' })).status).toBe(200);
    const mails = (await outbox()).filter((mail) => mail.to === 'sam@example.com');
    expect(mails.map((mail) => /It is for your (\w+) account/.exec(mail.text)?.[1])).toEqual([
      'inmate',
      'friend',
    ]);
    const [forInmate, forFriend] = mails.map(
      (mail) => /temporary password is: (\S+)/.exec(mail.text)?.[1] ?? '',
    );
    expect(forInmate).not.toBe(forFriend);
    expect((await signInInmate(inmate.username, forInmate ?? '')).status).toBe(200);
    const friendSignIn = await call('/api/loginfriend', {
      json: { username: 'samboth', password: forFriend },
    });
    expect(friendSignIn.status).toBe(200);
  });

  it('answers the same for an unknown account or a wrong e-mail, sending nothing and storing nothing', async () => {
    const inmate = await createInmate();
    const before = await inmatePasswordHash(inmate.id);
    for (const form of [
      { username: 'nobody', email: 'nobody@example.com' },
      { username: inmate.username, email: 'someone.else@example.com' },
    ]) {
      const response = await requestReset(form);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: RESET_MESSAGE });
    }
    expect(await outbox()).toEqual([]);
    expect(await db().select().from(passwordResets)).toEqual([]);
    expect(await inmatePasswordHash(inmate.id)).toBe(before);
  });

  it('takes an attempt of the sign-in limit for every reset, so the limit never tells a matching pair apart', async () => {
    const inmate = await createInmate({ email: 'owner@example.com' });
    const statuses = async (username: string) => {
      const seen: number[] = [];
      for (let i = 0; i < 11; i += 1)
        seen.push((await requestReset({ username, email: 'owner@example.com' })).status);
      return seen;
    };
    const forAccount = await statuses(inmate.username);
    expect(forAccount).toEqual(await statuses('nobodyatall'));
    expect(forAccount.at(-1)).toBe(429);
  });

  it('sends at most 3 mails per account an hour, answering the same after', async () => {
    const inmate = await createInmate();
    for (let i = 0; i < 5; i += 1) {
      const response = await requestReset({ username: inmate.username, email: inmate.email });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: RESET_MESSAGE });
    }
    expect(await outbox()).toHaveLength(3);
  });

  it('a newer reset replaces the pending temporary password', async () => {
    const inmate = await createInmate();
    await requestReset({ username: inmate.username, email: inmate.email });
    const first = await temporaryPasswordMailedTo(inmate.email);
    await requestReset({ username: inmate.username, email: inmate.email });
    const second = await temporaryPasswordMailedTo(inmate.email);
    expect(second).not.toBe(first);
    expect((await signInInmate(inmate.username, first)).status).toBe(401);
    expect((await signInInmate(inmate.username, second)).status).toBe(200);
  });

  it('a reset whose mail fails leaves its password unusable and the one an earlier reset mailed working', async () => {
    const inmate = await createInmate();
    const form = new FormData();
    form.set('username', inmate.username);
    form.set('email', inmate.email);
    const unmailed = await postWithFailingMail('/api/resetpassword', form);
    expect(unmailed.response.status).toBe(200);
    expect(unmailed.providerAsked).toBe(true);
    expect(await db().select().from(passwordResets)).toEqual([]);

    await requestReset({ username: inmate.username, email: inmate.email });
    const mailed = await temporaryPasswordMailedTo(inmate.email);
    expect((await postWithFailingMail('/api/resetpassword', form)).response.status).toBe(200);
    // The only temporary password the reader received still signs in (once, into Change Password).
    expect((await signInInmate(inmate.username, mailed)).status).toBe(200);
  });

  it.each([
    [{ email: 'a@example.com' }, 'username is required'],
    [
      { username: 'Bad Name', email: 'a@example.com' },
      'username can only contain lower case letters and digits or e-mail',
    ],
    [{ username: 'inmate1' }, 'email is required'],
    [{ username: 'inmate1', email: 'not-an-address' }, 'invalid email address'],
  ])('answers 400 with the spec message for %j', async (form, message) => {
    const response = await requestReset(form);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errorBody(message));
  });
});

describe('signing in with a temporary password', () => {
  async function resetInmate() {
    const inmate = await createInmate();
    await requestReset({ username: inmate.username, email: inmate.email });
    return { inmate, temporary: await temporaryPasswordMailedTo(inmate.email) };
  }

  it('signs in once, into a session that must change its password', async () => {
    const { inmate, temporary } = await resetInmate();
    const response = await signInInmate(inmate.username, temporary);
    expect(response.status).toBe(200);
    const body = { inmate: { id: inmate.id, username: inmate.username, firstName: inmate.firstName } };
    expect(await response.json()).toEqual({ ...body, mustChangePassword: true });
    const cookie = cookiesOf(response);
    expect(await (await call('/api/session', { cookie })).json()).toEqual({
      ...body,
      mustChangePassword: true,
    });
    // Used up: it does not sign in again.
    const again = await signInInmate(inmate.username, temporary);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: 'Login Failed', code: 'loginFailed' });
  });

  it('signs in once for 10 parallel sign-ins with it', async () => {
    const { inmate, temporary } = await resetInmate();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => signInInmate(inmate.username, temporary)),
    );
    expect(answers.filter((response) => response.status === 200)).toHaveLength(1);
    expect(answers.filter((response) => response.status === 401)).toHaveLength(9);
  });

  it('refuses the account calls with 403 until the password is changed, then clears the flag', async () => {
    const { inmate, temporary } = await resetInmate();
    const cookie = await signIn('inmate', { username: inmate.username, password: temporary });
    const detail = await call('/api/getinmatedetail', { cookie });
    expect(detail.status).toBe(403);
    expect(await detail.json()).toEqual({
      error: 'Please change your password first',
      code: 'changePasswordFirst',
    });
    // The temporary password is the old password of the forced change.
    const change = { password: temporary, newPassword: NEW_PASSWORD, reenterPassword: NEW_PASSWORD };
    expect((await changePassword(cookie, change)).status).toBe(200);
    expect((await call('/api/getinmatedetail', { cookie })).status).toBe(200);
    expect(await (await call('/api/session', { cookie })).json()).not.toHaveProperty('mustChangePassword');
    expect((await signInInmate(inmate.username, PASSWORD)).status).toBe(401);
    expect((await signInInmate(inmate.username, temporary)).status).toBe(401);
    expect((await signInInmate(inmate.username, NEW_PASSWORD)).status).toBe(200);
  });

  it('lets the forced change give the current password as the old one too', async () => {
    const { inmate, temporary } = await resetInmate();
    const cookie = await signIn('inmate', { username: inmate.username, password: temporary });
    const change = { password: PASSWORD, newPassword: NEW_PASSWORD, reenterPassword: NEW_PASSWORD };
    expect((await changePassword(cookie, change)).status).toBe(200);
  });

  it('is refused after 60 minutes; the password stays as it was', async () => {
    const { inmate, temporary } = await resetInmate();
    await db()
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect((await signInInmate(inmate.username, temporary)).status).toBe(401);
    expect((await signInInmate(inmate.username, PASSWORD)).status).toBe(200);
  });

  it('is void once the password is changed with the old one', async () => {
    const { inmate, temporary } = await resetInmate();
    const cookie = await signIn('inmate', inmate);
    const change = { password: PASSWORD, newPassword: NEW_PASSWORD, reenterPassword: NEW_PASSWORD };
    expect((await changePassword(cookie, change)).status).toBe(200);
    expect((await signInInmate(inmate.username, temporary)).status).toBe(401);
  });

  it('works for a friend at the friend sign-in only', async () => {
    const friend = await createFriend();
    await requestReset({ username: friend.username, email: friend.email });
    const temporary = await temporaryPasswordMailedTo(friend.email);
    expect(
      (await call('/api/logininmate', { json: { username: friend.username, password: temporary } })).status,
    ).toBe(401);
    const response = await call('/api/loginfriend', {
      json: { username: friend.username, password: temporary },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      friend: { id: friend.id, username: friend.username },
      mustChangePassword: true,
    });
    const cookie = cookiesOf(response);
    // No friend call exists yet behind requireFriend; any call that reads the session is refused the same way.
    const refused = await call('/api/getinmatedetail', { cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: 'Please change your password first',
      code: 'changePasswordFirst',
    });
    const change = { password: temporary, newPassword: NEW_PASSWORD, reenterPassword: NEW_PASSWORD };
    expect((await changePassword(cookie, change)).status).toBe(200);
    expect(await (await call('/api/session', { cookie })).json()).toEqual({
      friend: { id: friend.id, username: friend.username },
    });
  });
});
