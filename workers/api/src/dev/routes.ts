import { asc } from 'drizzle-orm';
import { getDb } from '../db/client';
import { mailOutbox } from '../db/schema';
import { createRouter } from '../lib/router';

/** Local-only helpers of DESIGN.md ("Local outbox and telephony"); 404 in any other configuration. */
export const devRoutes = createRouter().get('/api/dev/outbox', async (c) => {
  if (c.env.MAIL_ADAPTER !== 'local') return c.json({ error: 'Not found' }, 404);
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
});
