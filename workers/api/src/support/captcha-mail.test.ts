import { env } from 'cloudflare:workers';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/errors';
import { postWithFailingMail } from '../../test/failing-mail';
import { call, cookiesOf } from '../../test/http';
import { kvKeys, setCookieFor } from '../../test/kv';
import { getDb } from '../db/client';
import { mailOutbox, supportRequests } from '../db/schema';
import {
  CAPTCHA_MAIL_FAILED,
  CAPTCHA_MAILS_FROM_CONNECTION,
  CAPTCHA_MAILS_TO_ADDRESS,
  CAPTCHA_SENT_ELSEWHERE,
  CODE_LENGTH,
  CODES_PER_ADDRESS,
  CODES_PER_CONNECTION,
  WRONG_CAPTCHA_MESSAGE,
} from './routes';

// The contact form's captcha by e-mail (docs/decisions.md "Contact form"): whoever cannot read the picture has a
// code mailed to the address the support request will come from, and types it as the captcha answer.

const db = () => getDb(env.DB);
const sister = 'sister@example.com';
const message = { message: 'My calls drop after a minute.', from: sister };

const mailCaptcha = (body: unknown, options: { cookie?: string; headers?: Record<string, string> } = {}) =>
  call('/api/emailcaptcha', { json: body, ...options });

const emailUs = (cookie: string, body: Record<string, string>) =>
  call('/api/emailus', { json: body, cookie });

/** The mails sent so far, the newest first. */
const mails = () => db().select().from(mailOutbox).orderBy(desc(mailOutbox.id));

/** The code of the newest mail, as its reader sees it. */
async function mailedCode(): Promise<string> {
  const [mail] = await mails();
  return new RegExp(`Your code is: (\\d{${CODE_LENGTH}})`).exec(mail?.text ?? '')?.[1] ?? '';
}

describe('POST /api/emailcaptcha', () => {
  it('mails a one-time code to the address, for 10 minutes, under a new captcha cookie', async () => {
    const response = await mailCaptcha({ from: sister });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const cookie = setCookieFor(response, 'captcha') ?? '';
    expect(cookie).toMatch(/^captcha=[0-9a-f]{32};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Max-Age=600');
    const [mail] = await mails();
    expect(mail?.to).toBe(sister);
    expect(mail?.subject).toBe('Your code for the contact form');
    expect(mail?.text).toContain(
      'Type it as the captcha answer of the Contact Support form, within 10 minutes.',
    );
    expect(await mailedCode()).toMatch(/^\d{6}$/);
    expect(await kvKeys('captcha:')).toHaveLength(1);
  });

  it('writes the mail in the reader’s language', async () => {
    const response = await mailCaptcha({ from: sister }, { headers: { cookie: 'lang=es' } });
    expect(response.status).toBe(200);
    const [mail] = await mails();
    expect(mail?.subject).toBe('Su código para el formulario de contacto');
    expect(mail?.text).toMatch(/^Su código es: \d{6}$/m);
    expect(mail?.text).toContain(
      'Escríbalo en el campo «Texto de la imagen» del formulario Contactar a soporte',
    );
  });

  it('lets the request through with the mailed code, from the same address in any case', async () => {
    const cookie = cookiesOf(await mailCaptcha({ from: sister }));
    const code = await mailedCode();
    const response = await emailUs(cookie, { ...message, from: 'Sister@Example.com', captcha: code });
    expect(response.status).toBe(200);
    expect(await db().select().from(supportRequests)).toEqual([
      expect.objectContaining({ fromEmail: 'Sister@Example.com', message: message.message }),
    ]);
    const [supportMail] = await mails();
    expect(supportMail?.to).toBe(env.SUPPORT_EMAIL);
    expect(await kvKeys('captcha:')).toEqual([]);
  });

  it('refuses the code from another address, and it cannot be tried again', async () => {
    const cookie = cookiesOf(await mailCaptcha({ from: sister }));
    const code = await mailedCode();
    const elsewhere = await emailUs(cookie, { ...message, from: 'someone@example.com', captcha: code });
    expect([elsewhere.status, await elsewhere.json()]).toEqual([400, errorBody(CAPTCHA_SENT_ELSEWHERE)]);
    const again = await emailUs(cookie, { ...message, captcha: code });
    expect([again.status, await again.json()]).toEqual([400, errorBody(WRONG_CAPTCHA_MESSAGE)]);
    expect(await db().select().from(supportRequests)).toEqual([]);
  });

  it('replaces the picture the browser had: the picture’s answer no longer counts', async () => {
    const picture = await call('/api/getcaptcha');
    const pictureId = cookiesOf(picture).replace('captcha=', '');
    const answer = (await env.KV.get(`captcha:${pictureId}`)) ?? '';
    const cookie = cookiesOf(await mailCaptcha({ from: sister }, { cookie: cookiesOf(picture) }));
    expect(cookie).not.toContain(pictureId);
    const refused = await emailUs(cookie, { ...message, captcha: answer });
    expect([refused.status, await refused.json()]).toEqual([400, errorBody(WRONG_CAPTCHA_MESSAGE)]);
  });

  it('answers 502 when the mail cannot be sent, and the picture the browser had still counts', async () => {
    const picture = await call('/api/getcaptcha');
    const pictureId = cookiesOf(picture).replace('captcha=', '');
    const answer = (await env.KV.get(`captcha:${pictureId}`)) ?? '';
    const { response, providerAsked, errors } = await postWithFailingMail(
      '/api/emailcaptcha',
      { from: sister },
      cookiesOf(picture),
    );
    expect(providerAsked).toBe(true);
    expect([response.status, await response.json()]).toEqual([502, errorBody(CAPTCHA_MAIL_FAILED)]);
    expect(errors).toEqual(['emailcaptcha: mail not sent: mail API answered 503']);
    expect(response.headers.get('set-cookie') ?? '').not.toContain('captcha=');
    expect(await kvKeys('captcha:')).toEqual([`captcha:${pictureId}`]);
    const sent = await emailUs(cookiesOf(picture), { ...message, captcha: answer });
    expect([sent.status, await sent.json()]).toEqual([200, { ok: true }]);
  });

  it.each([
    [{}, 'email is required'],
    [{ from: '' }, 'email is required'],
    [{ from: 'not-an-address' }, 'invalid email address'],
    [{ from: 42 }, 'invalid email address'], // a number is checked as its text
    [{ from: ['a@example.com', 'b@example.com'] }, 'Invalid input'],
  ])('answers 400 for %j, mailing nothing', async (body, error) => {
    const response = await mailCaptcha(body);
    expect([response.status, await response.json()]).toEqual([400, errorBody(error)]);
    expect(await mails()).toEqual([]);
    expect(await kvKeys('captcha:')).toEqual([]);
  });

  it(`mails one address at most ${CODES_PER_ADDRESS} codes an hour, even asked at once`, async () => {
    const ask = () => mailCaptcha({ from: sister });
    const answers = await Promise.all(Array.from({ length: CODES_PER_ADDRESS + 2 }, ask));
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array<number>(CODES_PER_ADDRESS).fill(200), ...Array<number>(2).fill(429)]);
    const refused = answers.find((response) => response.status === 429);
    expect(await refused?.json()).toEqual(errorBody(CAPTCHA_MAILS_TO_ADDRESS));
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(59 * 60);
    expect(await mails()).toHaveLength(CODES_PER_ADDRESS);
    // The same address in other letters is the same mailbox.
    expect((await mailCaptcha({ from: 'SISTER@example.com' })).status).toBe(429);
  });

  it(`mails at most ${CODES_PER_CONNECTION} codes an hour for one connection`, async () => {
    const headers = { 'CF-Connecting-IP': '203.0.113.9' };
    for (let i = 0; i < CODES_PER_CONNECTION; i += 1) {
      expect((await mailCaptcha({ from: `person${i}@example.com` }, { headers })).status).toBe(200);
    }
    const refused = await mailCaptcha({ from: 'one-more@example.com' }, { headers });
    expect([refused.status, await refused.json()]).toEqual([429, errorBody(CAPTCHA_MAILS_FROM_CONNECTION)]);
    expect(await mails()).toHaveLength(CODES_PER_CONNECTION);
    // Another connection is not held back.
    const other = await mailCaptcha(
      { from: 'one-more@example.com' },
      { headers: { 'CF-Connecting-IP': '203.0.113.10' } },
    );
    expect(other.status).toBe(200);
  });

  it('refuses a cross-site POST with 403, mailing nothing', async () => {
    const response = await mailCaptcha({ from: sister }, { headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(await mails()).toEqual([]);
  });

  it('counts a refused request against no limit: a connection over its own cannot use up an address’s codes', async () => {
    const script = { 'CF-Connecting-IP': '198.51.100.7' };
    for (let i = 0; i < CODES_PER_CONNECTION; i += 1) {
      expect((await mailCaptcha({ from: `p${i}@example.com` }, { headers: script })).status).toBe(200);
    }
    for (let i = 0; i < CODES_PER_ADDRESS; i += 1) {
      const refused = await mailCaptcha({ from: 'victim@example.com' }, { headers: script });
      expect([refused.status, await refused.json()]).toEqual([429, errorBody(CAPTCHA_MAILS_FROM_CONNECTION)]);
    }
    // The owner of the address, from their own connection, still gets their first code of the hour.
    const own = await mailCaptcha(
      { from: 'victim@example.com' },
      { headers: { 'CF-Connecting-IP': '203.0.113.44' } },
    );
    expect(own.status).toBe(200);
    expect((await mails()).filter((mail) => mail.to === 'victim@example.com')).toHaveLength(1);
  });
});
