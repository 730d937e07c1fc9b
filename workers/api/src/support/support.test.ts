import { env } from 'cloudflare:workers';
import { decode } from 'fast-png';
import { describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../test/errors';
import { postWithFailingMail } from '../../test/failing-mail';
import { call, cookiesOf } from '../../test/http';
import { kvKeys, setCookieFor } from '../../test/kv';
import { getDb } from '../db/client';
import { mailOutbox, supportRequests } from '../db/schema';
import { CAPTCHA_HEIGHT, CAPTCHA_LENGTH, CAPTCHA_WIDTH, randomAnswer, renderCaptcha } from './captcha';
import { SUPPORT_MAIL_FAILED } from './routes';
import { CAPTCHA_ALPHABET, STROKE_FONT } from './stroke-font';

const db = () => getDb(env.DB);

/** Fetches a captcha; the test reads its answer from KV as only the server could. */
async function getCaptcha() {
  const response = await call('/api/getcaptcha');
  const cookie = cookiesOf(response);
  const id = cookie.replace('captcha=', '');
  const answer = (await env.KV.get(`captcha:${id}`)) ?? '';
  return { response, cookie, id, answer };
}

const emailUs = (cookie: string | undefined, body: Record<string, string>) =>
  call('/api/emailus', { json: body, ...(cookie ? { cookie } : {}) });

const message = { message: 'My calls drop after a minute.', from: 'sister@example.com' };

async function nothingStored() {
  expect(await db().select().from(supportRequests)).toEqual([]);
  expect(await db().select().from(mailOutbox)).toEqual([]);
}

describe('GET /api/getcaptcha', () => {
  it('answers an uncacheable PNG, no markup to read the answer from, and keeps the answer in KV', async () => {
    const { response, id, answer } = await getCaptcha();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const picture = decode(new Uint8Array(await response.arrayBuffer()));
    expect([picture.width, picture.height, picture.channels]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT, 3]);
    expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`));
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const cookie = setCookieFor(response, 'captcha') ?? '';
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=600');
  });

  it('draws a new captcha each time', async () => {
    const first = await getCaptcha();
    const second = await getCaptcha();
    expect(second.id).not.toBe(first.id);
    expect(await kvKeys('captcha:')).toHaveLength(2);
  });
});

describe('GET /api/getcaptcha from a browser that has one', () => {
  it('replaces it: the picture before no longer counts', async () => {
    const first = await getCaptcha();
    const response = await call('/api/getcaptcha', { cookie: first.cookie });
    expect(response.status).toBe(200);
    const refused = await emailUs(first.cookie, { ...message, captcha: first.answer });
    expect(refused.status).toBe(400);
    await nothingStored();
  });
});

describe('captcha drawing', () => {
  it('has a glyph for every character of the alphabet, and none that look alike', () => {
    for (const character of CAPTCHA_ALPHABET) expect(STROKE_FONT[character]?.length).toBeGreaterThan(0);
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL2Z5S8B6G]/);
  });

  it('inks each character in its own column of the picture, darker than the noise', () => {
    const answer = randomAnswer(CAPTCHA_ALPHABET);
    const { data } = decode(renderCaptcha(answer));
    const dark = (x: number, y: number) => {
      const offset = (y * CAPTCHA_WIDTH + x) * 3;
      return (data[offset] ?? 255) + (data[offset + 1] ?? 255) + (data[offset + 2] ?? 255) < 3 * 110;
    };
    const cell = CAPTCHA_WIDTH / (CAPTCHA_LENGTH + 1);
    for (let index = 0; index < CAPTCHA_LENGTH; index += 1) {
      let inked = 0;
      const middle = Math.round(cell * (index + 1));
      for (let x = middle - 8; x <= middle + 8; x += 1)
        for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) if (dark(x, y)) inked += 1;
      expect([answer[index], inked > 40]).toEqual([answer[index], true]);
    }
  });
});

describe('POST /api/emailus', () => {
  it('stores the request, mails it to support with the reply-to address, and answers {ok: true}', async () => {
    const { cookie, answer } = await getCaptcha();
    const response = await emailUs(cookie, { ...message, captcha: answer.toLowerCase() });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await db().select().from(supportRequests)).toEqual([
      expect.objectContaining({ fromEmail: 'sister@example.com', message: message.message }),
    ]);
    const mails = await db().select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(env.SUPPORT_EMAIL);
    expect(mails[0]?.text).toContain('Reply to: sister@example.com');
    expect(mails[0]?.text).toContain(message.message);
    expect(await kvKeys('captcha:')).toEqual([]);
  });

  it('answers 502 and keeps nothing when support cannot be mailed; a new captcha then sends it', async () => {
    const { cookie, answer } = await getCaptcha();
    const { response, providerAsked, errors } = await postWithFailingMail(
      '/api/emailus',
      { ...message, captcha: answer },
      cookie,
    );
    expect(providerAsked).toBe(true);
    expect([response.status, await response.json()]).toEqual([502, errorBody(SUPPORT_MAIL_FAILED)]);
    expect(errors).toEqual(['emailus: mail not sent: mail API answered 503']);
    await nothingStored();
    // The captcha was used; the form shows a new one and sends the same request with it.
    const next = await getCaptcha();
    const sent = await emailUs(next.cookie, { ...message, captcha: next.answer });
    expect([sent.status, await sent.json()]).toEqual([200, { ok: true }]);
    expect(await db().select().from(supportRequests)).toHaveLength(1);
  });

  it('answers that it was sent once support has the mail, even if keeping its record fails', async () => {
    const { cookie, answer } = await getCaptcha();
    // D1 refuses the record's INSERT only; the captcha's use is still counted in D1.
    const withSession = env.DB.withSession.bind(env.DB);
    vi.spyOn(env.DB, 'withSession').mockImplementation((start) => {
      const session = withSession(start);
      return Object.assign(Object.create(session), {
        prepare: (query: string) => {
          if (/insert into "support_requests"/i.test(query)) throw new Error('D1 is unavailable');
          return session.prepare(query);
        },
      });
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await emailUs(cookie, { ...message, captcha: answer });
    vi.restoreAllMocks();
    expect([response.status, await response.json()]).toEqual([200, { ok: true }]);
    expect(await db().select().from(mailOutbox)).toHaveLength(1);
    expect(await db().select().from(supportRequests)).toEqual([]);
    expect(logged.mock.calls.map((args) => args.join(' '))).toEqual([
      'emailus: mailed to support but not stored: D1 is unavailable',
    ]);
  });

  it('refuses a wrong answer, and the captcha cannot be tried again', async () => {
    const { cookie, answer } = await getCaptcha();
    const wrong = await emailUs(cookie, { ...message, captcha: 'WRONG' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: 'The captcha answer is wrong. Please try again.',
      code: 'wrongCaptcha',
    });
    expect(await kvKeys('captcha:')).toEqual([]);
    const retry = await emailUs(cookie, { ...message, captcha: answer });
    expect(retry.status).toBe(400);
    expect(await retry.json()).toEqual({
      error: 'The captcha answer is wrong. Please try again.',
      code: 'wrongCaptcha',
    });
    await nothingStored();
  });

  it('refuses a right answer used twice', async () => {
    const { cookie, answer } = await getCaptcha();
    expect((await emailUs(cookie, { ...message, captcha: answer })).status).toBe(200);
    const again = await emailUs(cookie, { ...message, captcha: answer });
    expect(again.status).toBe(400);
    expect(await db().select().from(supportRequests)).toHaveLength(1);
  });

  it('accepts a right answer once when it is sent several times at once', async () => {
    const { cookie, answer } = await getCaptcha();
    const send = () => emailUs(cookie, { ...message, captcha: answer });
    const statuses = (await Promise.all([send(), send(), send(), send()])).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 400, 400, 400]);
    expect(await db().select().from(supportRequests)).toHaveLength(1);
    expect(await db().select().from(mailOutbox)).toHaveLength(1);
  });

  it('refuses a right answer used again while KV still serves it (KV reads are eventually consistent)', async () => {
    const { cookie, id, answer } = await getCaptcha();
    expect((await emailUs(cookie, { ...message, captcha: answer })).status).toBe(200);
    await env.KV.put(`captcha:${id}`, answer); // what another location's cached read may still answer for a minute
    const again = await emailUs(cookie, { ...message, captcha: answer });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(errorBody('The captcha answer is wrong. Please try again.'));
    expect(await db().select().from(supportRequests)).toHaveLength(1);
  });

  it('refuses a request without a captcha cookie or with an expired captcha', async () => {
    const { cookie, id, answer } = await getCaptcha();
    const withoutCookie = await emailUs(undefined, { ...message, captcha: answer });
    expect(withoutCookie.status).toBe(400);
    await env.KV.delete(`captcha:${id}`); // what the 10-minute expiry does
    const expired = await emailUs(cookie, { ...message, captcha: answer });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      error: 'The captcha answer is wrong. Please try again.',
      code: 'wrongCaptcha',
    });
    await nothingStored();
  });

  it.each([
    [{ from: 'a@example.com', captcha: 'ABCDE' }, 'message is required'],
    [{ message: 'Hello', captcha: 'ABCDE' }, 'email is required'],
    [{ message: 'Hello', from: 'not-an-address', captcha: 'ABCDE' }, 'invalid email address'],
    [{ message: 'Hello', from: 'a@example.com' }, 'captcha is required'],
  ])('answers 400 with the spec message for %j, keeping the captcha', async (body, error) => {
    const { cookie } = await getCaptcha();
    const response = await emailUs(cookie, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errorBody(error));
    expect(await kvKeys('captcha:')).toHaveLength(1);
    await nothingStored();
  });

  it('refuses a cross-site POST with 403', async () => {
    const { cookie, answer } = await getCaptcha();
    const response = await call('/api/emailus', {
      cookie,
      json: { ...message, captcha: answer },
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    await nothingStored();
  });
});
