import { captchaMailSchema, supportRequestSchema } from '@app/shared';
import { clientAddress, takeUses } from '../auth/rate-limit';
import { getDb } from '../db/client';
import { fail } from '../lib/errors';
import { createRouter } from '../lib/router';
import { jsonBody } from '../lib/validate';
import { mailLanguage, mailText } from '../mail/mail-text';
import { createMailer } from '../mail/mailer';
import { randomAnswer, renderCaptcha } from './captcha';
import { CAPTCHA_SECONDS, issueCaptcha, takeCaptcha } from './captcha-store';
import { insertSupportRequest } from './queries';
import { CAPTCHA_ALPHABET } from './stroke-font';

export const WRONG_CAPTCHA_MESSAGE = 'The captcha answer is wrong. Please try again.';
export const CAPTCHA_SENT_ELSEWHERE =
  'This code was sent to another e-mail address. Please ask for a new code.';
export const CAPTCHA_MAIL_FAILED = 'The code could not be e-mailed. Please try again later.';
export const SUPPORT_MAIL_FAILED = 'Your message could not be sent to support. Please try again later.';
export const CAPTCHA_MAILS_TO_ADDRESS =
  'Codes were sent to this e-mail address too often: please try again in an hour';
export const CAPTCHA_MAILS_FROM_CONNECTION =
  'Too many codes were asked from this connection: please try again in an hour';

/** A mailed code: six digits, which any screen reader says plainly. */
const CODE_DIGITS = '0123456789';
export const CODE_LENGTH = 6;
/** docs/decisions.md "Contact form": mailed codes per address and per connection, each in an hour. */
export const CODES_PER_ADDRESS = 3;
export const CODES_PER_CONNECTION = 10;
const HOUR = 60 * 60;

export const supportRoutes = createRouter()
  // spec §7 getcaptcha: a fresh image each time; its answer waits in KV for 10 minutes (captcha-store.ts).
  .get('/api/getcaptcha', async (c) => {
    const answer = randomAnswer(CAPTCHA_ALPHABET);
    await issueCaptcha(c, { answer });
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'image/png');
    return c.body(renderCaptcha(answer), 200);
  })
  // The captcha for whoever cannot read the picture (docs/decisions.md "Contact form"): a code mailed to the address
  // the request will come from, in place of the picture; the request must then come from that address.
  .post('/api/emailcaptcha', jsonBody(captchaMailSchema), async (c) => {
    const { from } = c.req.valid('json');
    const sentTo = from.toLowerCase();
    await takeUses(c, [
      {
        key: `captcha-mail:${sentTo}`,
        most: CODES_PER_ADDRESS,
        windowSeconds: HOUR,
        message: CAPTCHA_MAILS_TO_ADDRESS,
      },
      {
        key: `captcha-mail-from:${clientAddress(c)}`,
        most: CODES_PER_CONNECTION,
        windowSeconds: HOUR,
        message: CAPTCHA_MAILS_FROM_CONNECTION,
      },
    ]);
    const code = randomAnswer(CODE_DIGITS, CODE_LENGTH);
    const language = mailLanguage(c);
    try {
      await createMailer(c.env).send({
        to: from,
        subject: mailText(language, 'captchaCode.subject'),
        text: [
          mailText(language, 'captchaCode.code', { code }),
          '',
          mailText(language, 'captchaCode.use', { minutes: CAPTCHA_SECONDS / 60 }),
          mailText(language, 'captchaCode.ignore'),
        ].join('\n'),
      });
    } catch (error) {
      // Nothing is issued: the picture the browser had stays its captcha. The use of the limits stays taken, so a
      // failing provider is not asked again and again.
      console.error(`emailcaptcha: mail not sent: ${error instanceof Error ? error.message : error}`);
      fail(502, CAPTCHA_MAIL_FAILED);
    }
    // Kept only once the mail is on its way; it replaces the browser's picture.
    await issueCaptcha(c, { answer: code, sentTo });
    return c.json({ ok: true }, 200);
  })
  // spec §7 emailus: the captcha is single-use (taken on every attempt, right or wrong); on success the
  // request is mailed to support, then stored (docs/decisions.md "Contact form").
  .post('/api/emailus', jsonBody(supportRequestSchema), async (c) => {
    const { message, from, captcha } = c.req.valid('json');
    const expected = await takeCaptcha(c);
    if (expected === null || expected.answer.toUpperCase() !== captcha.trim().toUpperCase()) {
      fail(400, WRONG_CAPTCHA_MESSAGE);
    }
    if (expected.sentTo !== undefined && expected.sentTo !== from.toLowerCase()) {
      fail(400, CAPTCHA_SENT_ELSEWHERE);
    }
    try {
      await createMailer(c.env).send({
        to: c.env.SUPPORT_EMAIL,
        subject: `Support request from ${from}`,
        text: `A support request was sent through the contact form.\nReply to: ${from}\n\n${message}`,
      });
    } catch (error) {
      // Nothing is kept that support never got: the form still holds the message, to send again with a new captcha.
      console.error(`emailus: mail not sent: ${error instanceof Error ? error.message : error}`);
      fail(502, SUPPORT_MAIL_FAILED);
    }
    // The record of what support was sent. Support has the mail: a record that fails is logged, and the answer stays
    // that it was sent, so the reader does not send it again.
    try {
      await insertSupportRequest(getDb(c.env.DB), { fromEmail: from, message });
    } catch (error) {
      console.error(
        `emailus: mailed to support but not stored: ${error instanceof Error ? error.message : error}`,
      );
    }
    return c.json({ ok: true }, 200);
  });
