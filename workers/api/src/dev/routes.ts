import { asc } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { getDb } from '../db/client';
import { mailOutbox } from '../db/schema';
import { createRouter } from '../lib/router';
import { CAPTCHA_COOKIE, captchaKey } from '../support/routes';

const notFound = { error: 'Not found' };

/** Local-only helpers of DESIGN.md ("Local outbox and telephony"); 404 in any other configuration. */
export const devRoutes = createRouter()
  .get('/api/dev/outbox', async (c) => {
    if (c.env.MAIL_ADAPTER !== 'local') return c.json(notFound, 404);
    const mails = await getDb(c.env.DB)
      .select({
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .orderBy(asc(mailOutbox.id));
    return c.json(mails, 200);
  })
  // The end-to-end tests read the answer of the browser's current captcha, as a person reads the image.
  // Only a local run (APP_ENV=local) answers; it never peeks without the caller's own captcha cookie.
  .get('/api/dev/captcha', async (c) => {
    if (c.env.APP_ENV !== 'local') return c.json(notFound, 404);
    const id = getCookie(c, CAPTCHA_COOKIE);
    const answer = id ? await c.env.KV.get(captchaKey(id)) : null;
    if (answer === null) return c.json(notFound, 404);
    c.header('Cache-Control', 'no-store');
    return c.json({ answer }, 200);
  });
