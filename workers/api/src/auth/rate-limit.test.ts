import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFriend, createInmate, PASSWORD, signIn } from '../../test/fixtures';
import { call } from '../../test/http';
import { setCookieFor } from '../../test/kv';
import { getDb } from '../db/client';
import { signInAttempts } from '../db/schema';
import { ACCOUNT_ATTEMPTS, ADDRESS_ATTEMPTS, WINDOW_SECONDS } from './rate-limit';

const WRONG = 'Wrong#2026x';
const TOO_MANY = /^Too many attempts\. Try again in \d+ minutes?\.$/;

function login(username: string, password: string, address?: string) {
  return call('/api/logininmate', {
    json: { username, password },
    ...(address ? { headers: { 'CF-Connecting-IP': address } } : {}),
  });
}

/** Asserts a 429 of the sign-in limits: a Retry-After within the window and the text saying how long. */
async function expectTooMany(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  const body = (await response.json()) as { error: string };
  expect(body.error).toMatch(TOO_MANY);
  // The minutes said are the Retry-After's, rounded up; the code and its value let the client say them in Spanish.
  const minutes = Math.ceil(retryAfter / 60);
  expect(body).toEqual(
    minutes === 1
      ? { error: 'Too many attempts. Try again in 1 minute.', code: 'tooManyAttemptsMinute' }
      : {
          error: `Too many attempts. Try again in ${minutes} minutes.`,
          code: 'tooManyAttempts',
          params: { minutes: String(minutes) },
        },
  );
  expect(setCookieFor(response, 'sid')).toBeUndefined();
}

/** Ends every counter's window now, as if 15 minutes had passed. */
async function endAllWindows() {
  const past = new Date(Date.now() - 1000).toISOString();
  await getDb(env.DB).update(signInAttempts).set({ windowEndsAt: past });
}

describe('sign-in limit per account', () => {
  it('evaluates at most 10 of 200 parallel wrong passwords; then refuses the right one too', async () => {
    const inmate = await createInmate();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => login(inmate.username, WRONG, '198.51.100.1')),
    );
    const evaluated = answers.filter((response) => response.status === 401);
    const refused = answers.filter((response) => response.status === 429);
    console.info(`sign-in limit: ${evaluated.length} of 200 parallel wrong passwords evaluated`);
    expect(evaluated.length).toBeLessThanOrEqual(ACCOUNT_ATTEMPTS);
    expect(evaluated.length + refused.length).toBe(200);
    for (const response of evaluated)
      expect(await response.json()).toEqual({ error: 'Login Failed', code: 'loginFailed' });
    for (const response of refused) await expectTooMany(response);

    await expectTooMany(await login(inmate.username, inmate.password, '192.0.2.50'));
  });

  it('counts the three sign-ins, the old password of changepassword and resetpassword on one counter', async () => {
    const inmate = await createInmate();
    const cookie = await signIn('inmate', inmate);
    const change = { password: WRONG, newPassword: 'Changed#2026y', reenterPassword: 'Changed#2026y' };
    for (let i = 0; i < 4; i += 1) expect((await login(inmate.username, WRONG)).status).toBe(401);
    for (let i = 0; i < 3; i += 1) {
      const response = await call('/api/changepassword', { cookie, form: change });
      expect(response.status).toBe(400);
    }
    for (const kind of ['friend', 'staff']) {
      const response = await call(`/api/login${kind}`, {
        json: { username: inmate.username, password: WRONG },
      });
      expect(response.status).toBe(401);
    }
    // An e-mail that does not match is a failed attempt on the username too.
    const reset = await call('/api/resetpassword', {
      form: { username: inmate.username, email: 'wrong@example.com' },
    });
    expect(reset.status).toBe(200);
    // 10 failures: the old password of changepassword is refused like a sign-in.
    await expectTooMany(
      await call('/api/changepassword', { cookie, form: { ...change, password: PASSWORD } }),
    );
    await expectTooMany(
      await call('/api/resetpassword', { form: { username: inmate.username, email: inmate.email } }),
    );
    await expectTooMany(await login(inmate.username, inmate.password));
  });

  it('gives a matching password its attempt back, so signing in often never throttles', async () => {
    const inmate = await createInmate();
    for (let i = 0; i < ACCOUNT_ATTEMPTS + 5; i += 1) {
      expect((await login(inmate.username, inmate.password)).status).toBe(200);
    }
    for (let i = 0; i < ACCOUNT_ATTEMPTS - 1; i += 1)
      expect((await login(inmate.username, WRONG)).status).toBe(401);
    expect((await login(inmate.username, inmate.password)).status).toBe(200);
    expect((await login(inmate.username, WRONG)).status).toBe(401);
    await expectTooMany(await login(inmate.username, inmate.password));
  });

  it('evaluates again once the window has ended', async () => {
    const inmate = await createInmate();
    for (let i = 0; i < ACCOUNT_ATTEMPTS + 1; i += 1) await login(inmate.username, WRONG);
    await expectTooMany(await login(inmate.username, inmate.password));
    await endAllWindows();
    expect((await login(inmate.username, inmate.password)).status).toBe(200);
    const [row] = await getDb(env.DB)
      .select()
      .from(signInAttempts)
      .where(sql`${signInAttempts.key} = ${`account:${inmate.username}`}`);
    expect(row?.count).toBe(0);
    expect(Date.parse(row?.windowEndsAt ?? '')).toBeGreaterThan(Date.now());
  });
});

// Over a hundred evaluated failures: each costs a PBKDF2 hash on purpose, so these tests take seconds.
describe('sign-in limit per address', { timeout: 60_000 }, () => {
  const kiosk = '203.0.113.9';

  async function failAcrossAccounts(count: number) {
    // Wrong passwords for other accounts (existing or not) from the kiosk: each account stays under its limit.
    for (let start = 0; start < count; start += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, count - start) }, (_, i) =>
          login(`other${start + i}`, WRONG, kiosk),
        ),
      );
    }
  }

  it('lets an untouched account sign in with the right password after 150 failures on others', async () => {
    const inmate = await createInmate();
    const friend = await createFriend();
    await failAcrossAccounts(ADDRESS_ATTEMPTS + 50);
    expect((await login(inmate.username, inmate.password, kiosk)).status).toBe(200);
    const asFriend = await call('/api/loginfriend', {
      json: { username: friend.username, password: friend.password },
      headers: { 'CF-Connecting-IP': kiosk },
    });
    expect(asFriend.status).toBe(200);
  });

  it('over its limit, an address gets one try per account: guessing across accounts slows down', async () => {
    const inmate = await createInmate();
    await failAcrossAccounts(ADDRESS_ATTEMPTS + 1);
    // An account already tried from the kiosk is not evaluated again in the window, even with the right password.
    await expectTooMany(await login('other3', WRONG, kiosk));
    // A fresh account gets its one try; after a failure, it is refused from the kiosk …
    expect((await login(inmate.username, WRONG, kiosk)).status).toBe(401);
    await expectTooMany(await login(inmate.username, inmate.password, kiosk));
    // … but not from elsewhere: the account itself is far from its own limit.
    expect((await login(inmate.username, inmate.password, '192.0.2.77')).status).toBe(200);
  });
});
