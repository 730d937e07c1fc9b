import { asc } from 'drizzle-orm';
import { getDb } from '../db/client';
import { mailOutbox, telephonyCalls } from '../db/schema';
import { config } from '../env';
import { fail } from '../lib/errors';
import { createRouter } from '../lib/router';
import { peekCaptcha } from '../support/captcha-store';
import { phoneCallResult } from '../telephony/call-result';
import { type DevCall, localTwilioCalls, usesLocalTwilio } from './local-twilio-calls';

/** Every development door; the test of the production configuration (dev.test.ts) walks this list. */
export const DEV_PATHS = ['/api/dev/outbox', '/api/dev/calls', '/api/dev/captcha'] as const;

/**
 * Local-only helpers of DESIGN.md ("Local outbox and telephony"). One guard for the whole router: unless the Worker
 * runs with APP_ENV=local (`npm start`, the tests), every /api/dev/* path answers 404 as if it did not exist.
 */
export const devRoutes = createRouter()
  .use('/api/dev/*', async (c, next) => {
    if (config(c.env).APP_ENV !== 'local') fail(404, 'Not found');
    await next();
  })
  .get('/api/dev/outbox', async (c) => {
    // Only the local mail adapter writes the outbox; with the HTTP adapter it would be a stale, misleading list.
    if (config(c.env).MAIL_ADAPTER !== 'local') fail(404, 'Not found');
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
  // The calls placed, oldest first, `say` being what the phone would have spoken: the local Twilio server's record
  // with the Twilio adapter pointed at it (`npm start`, e2e), the in-Worker recorder's table with the local adapter
  // (the API tests). Against Twilio itself there is no such list: 404.
  .get('/api/dev/calls', async (c) => {
    const settings = config(c.env);
    if (settings.TELEPHONY_ADAPTER !== 'local' && !usesLocalTwilio(settings)) fail(404, 'Not found');
    const calls: DevCall[] =
      settings.TELEPHONY_ADAPTER === 'local'
        ? await getDb(c.env.DB)
            .select({ to: telephonyCalls.to, say: telephonyCalls.say, at: telephonyCalls.at })
            .from(telephonyCalls)
            .orderBy(asc(telephonyCalls.id))
        : await localTwilioCalls(settings);
    c.header('Cache-Control', 'no-store');
    return c.json(calls, 200);
  })
  // The result of a facility call (`npm run call` reads it after the simulated call; docs/architecture.md "Calls").
  .get('/api/dev/phonecalls/:callSid', async (c) => {
    const result = await phoneCallResult(getDb(c.env.DB), c.req.param('callSid'));
    if (!result) fail(404, 'Call not found');
    c.header('Cache-Control', 'no-store');
    return c.json(result, 200);
  })
  // The end-to-end tests read the answer of the browser's current captcha, as a person reads the image.
  // It never peeks without the caller's own captcha cookie.
  .get('/api/dev/captcha', async (c) => {
    const captcha = await peekCaptcha(c);
    if (captcha === null) fail(404, 'Not found');
    c.header('Cache-Control', 'no-store');
    return c.json({ answer: captcha.answer }, 200);
  });
