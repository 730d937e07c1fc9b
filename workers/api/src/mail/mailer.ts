import { getDb } from '../db/client';
import { mailOutbox } from '../db/schema';
import { type Bindings, config } from '../env';

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

/** A mailer whose every send fails with `error`: what a deployment gets whose mail settings are missing. */
function failingMailer(error: string): Mailer {
  return {
    async send() {
      throw new Error(error);
    },
  };
}

/**
 * The adapter MAIL_ADAPTER names (`local` or `http`, checked by the configuration schema of env.ts). Building it
 * never throws: the HTTP adapter without its URL or key fails each send instead, which every caller catches and logs
 * as it does a provider that is down, so a payment, a charge or the hourly lifecycle is booked all the same
 * (docs/architecture.md "The API Worker", the mail port).
 */
export function createMailer(env: Bindings): Mailer {
  const settings = config(env);
  if (settings.MAIL_ADAPTER === 'local') return outboxMailer(env.DB);
  if (!settings.MAIL_API_URL || !settings.MAIL_API_KEY)
    return failingMailer('MAIL_API_URL and MAIL_API_KEY must be set');
  return httpMailer({ url: settings.MAIL_API_URL, apiKey: settings.MAIL_API_KEY, from: settings.MAIL_FROM });
}
