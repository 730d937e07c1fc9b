import { getDb } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Bindings } from '../env';

// The mail port of DESIGN.md "External services": a real HTTP adapter for production, a local outbox for
// `npm start` and the tests (read back through GET /api/dev/outbox).

export type Mail = { to: string; subject: string; text: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Local adapter: the mail is written to the outbox table instead of being sent. */
export function outboxMailer(db: D1Database): Mailer {
  return {
    async send(mail) {
      await getDb(db).insert(mailOutbox).values(mail);
    },
  };
}

/** Production adapter: POSTs `{from, to, subject, text}` as JSON to MAIL_API_URL with a bearer key. */
export function httpMailer(options: { url: string; apiKey: string; from: string }): Mailer {
  return {
    async send(mail) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({ from: options.from, ...mail }),
      });
      if (!response.ok) throw new Error(`mail API answered ${response.status}`);
    },
  };
}

/** The adapter MAIL_ADAPTER names (`local` or `http`). */
export function createMailer(env: Bindings): Mailer {
  if (env.MAIL_ADAPTER === 'local') return outboxMailer(env.DB);
  if (env.MAIL_ADAPTER === 'http') {
    if (!env.MAIL_API_URL || !env.MAIL_API_KEY) throw new Error('MAIL_API_URL and MAIL_API_KEY must be set');
    return httpMailer({ url: env.MAIL_API_URL, apiKey: env.MAIL_API_KEY, from: env.MAIL_FROM });
  }
  throw new Error(`unknown MAIL_ADAPTER ${env.MAIL_ADAPTER}`);
}
