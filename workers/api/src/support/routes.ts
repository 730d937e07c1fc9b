import { supportRequestSchema } from '@app/shared';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { takeOnce } from '../auth/rate-limit';
import { isLocalHost, randomHex } from '../auth/session';
import { getDb } from '../db/client';
import { fail } from '../lib/errors';
import { createRouter } from '../lib/router';
import { jsonBody } from '../lib/validate';
import { createMailer } from '../mail/mailer';
import { randomAnswer, renderCaptcha } from './captcha';
import { insertSupportRequest } from './queries';
import { CAPTCHA_ALPHABET } from './stroke-font';

export const CAPTCHA_COOKIE = 'captcha';
const CAPTCHA_SECONDS = 10 * 60;
const CAPTCHA_ID = /^[0-9a-f]{32}$/;
export const WRONG_CAPTCHA_MESSAGE = 'The captcha answer is wrong. Please try again.';
export const captchaKey = (id: string) => `captcha:${id}`;

export const supportRoutes = createRouter()
  // spec §7 getcaptcha: a fresh image each time; its answer waits in KV for 10 minutes under a random id
  // that only the browser's HttpOnly cookie knows.
  .get('/api/getcaptcha', async (c) => {
    const answer = randomAnswer(CAPTCHA_ALPHABET);
    const id = randomHex(16);
    await c.env.KV.put(captchaKey(id), answer, { expirationTtl: CAPTCHA_SECONDS });
    setCookie(c, CAPTCHA_COOKIE, id, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: !isLocalHost(c),
      path: '/api',
      maxAge: CAPTCHA_SECONDS,
    });
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'image/svg+xml');
    return c.body(renderCaptcha(answer), 200);
  })
  // spec §7 emailus: the captcha is single-use (taken on every attempt, right or wrong); on success the
  // request is stored and mailed to support.
  .post('/api/emailus', jsonBody(supportRequestSchema), async (c) => {
    const { message, from, captcha } = c.req.valid('json');
    const id = getCookie(c, CAPTCHA_COOKIE);
    let expected: string | null = null;
    // Single use, decided in D1: only the first request with this captcha reads its answer.
    if (id && CAPTCHA_ID.test(id) && (await takeOnce(getDb(c.env.DB), captchaKey(id), CAPTCHA_SECONDS))) {
      expected = await c.env.KV.get(captchaKey(id));
      await c.env.KV.delete(captchaKey(id));
    }
    deleteCookie(c, CAPTCHA_COOKIE, { path: '/api', secure: !isLocalHost(c) });
    if (expected === null || expected.toUpperCase() !== captcha.trim().toUpperCase()) {
      fail(400, WRONG_CAPTCHA_MESSAGE);
    }
    await insertSupportRequest(getDb(c.env.DB), { fromEmail: from, message });
    await createMailer(c.env).send({
      to: c.env.SUPPORT_EMAIL,
      subject: `Support request from ${from}`,
      text: `A support request was sent through the contact form.\nReply to: ${from}\n\n${message}`,
    });
    return c.json({ ok: true }, 200);
  });
