import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { takeOnce } from '../auth/rate-limit';
import { isLocalHost, randomHex } from '../auth/session';
import { getDb } from '../db/client';
import type { AppEnv } from '../env';

// Where the contact form's captcha waits (docs/architecture.md "Captcha"): its answer in KV under a random id for
// 10 minutes, the id in the browser's HttpOnly cookie only. A captcha is the picture's (GET /api/getcaptcha) or a
// code mailed to the address the request will come from (POST /api/emailcaptcha); the newest one a browser asked
// for replaces the one before, and it is good for one try of POST /api/emailus.

export const CAPTCHA_COOKIE = 'captcha';
export const CAPTCHA_SECONDS = 10 * 60;
const CAPTCHA_ID = /^[0-9a-f]{32}$/;
export const captchaKey = (id: string) => `captcha:${id}`;

/** A captcha's answer and, for a mailed code, the address it was sent to (lower case). */
export type Captcha = { answer: string; sentTo?: string };

/** KV keeps a picture's answer as its bare text, a mailed code as JSON: an answer never starts with `{`. */
function stored({ answer, sentTo }: Captcha): string {
  return sentTo === undefined ? answer : JSON.stringify({ answer, sentTo });
}

function parsed(value: string): Captcha {
  if (!value.startsWith('{')) return { answer: value };
  const { answer, sentTo } = JSON.parse(value) as Captcha;
  return { answer, sentTo };
}

/**
 * Keeps `captcha` for CAPTCHA_SECONDS under a new id, which the browser's cookie now names. The captcha the browser
 * had is used up (in D1, as a try would, so no request still in flight can take it) and its answer deleted.
 */
export async function issueCaptcha<E extends AppEnv>(c: Context<E>, captcha: Captcha): Promise<void> {
  const before = cookieId(c);
  if (before) {
    await takeOnce(getDb(c.env.DB), captchaKey(before), CAPTCHA_SECONDS);
    await c.env.KV.delete(captchaKey(before));
  }
  const id = randomHex(16);
  await c.env.KV.put(captchaKey(id), stored(captcha), { expirationTtl: CAPTCHA_SECONDS });
  setCookie(c, CAPTCHA_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: !isLocalHost(c),
    path: '/api',
    maxAge: CAPTCHA_SECONDS,
  });
}

/** The id the browser's cookie names, if it is one this file could have made. */
function cookieId<E extends AppEnv>(c: Context<E>): string | undefined {
  const id = getCookie(c, CAPTCHA_COOKIE);
  return id && CAPTCHA_ID.test(id) ? id : undefined;
}

/**
 * Takes the browser's captcha for its one try: null when it has none, it expired, or another request took it
 * first. The one use is decided in D1 (only the first request, even of several at once, reads the answer); KV cannot
 * decide it, its reads being eventually consistent. The answer and the cookie are gone after any try.
 */
export async function takeCaptcha<E extends AppEnv>(c: Context<E>): Promise<Captcha | null> {
  const id = cookieId(c);
  let captcha: Captcha | null = null;
  if (id && (await takeOnce(getDb(c.env.DB), captchaKey(id), CAPTCHA_SECONDS))) {
    const value = await c.env.KV.get(captchaKey(id));
    captcha = value === null ? null : parsed(value);
    await c.env.KV.delete(captchaKey(id));
  }
  deleteCookie(c, CAPTCHA_COOKIE, { path: '/api', secure: !isLocalHost(c) });
  return captcha;
}

/** The browser's captcha without taking it (the local e2e door, GET /api/dev/captcha). */
export async function peekCaptcha<E extends AppEnv>(c: Context<E>): Promise<Captcha | null> {
  const id = cookieId(c);
  const value = id ? await c.env.KV.get(captchaKey(id)) : null;
  return value === null ? null : parsed(value);
}
