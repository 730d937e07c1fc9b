import { env } from 'cloudflare:workers';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, cookiesOf, ORIGIN } from '../../test/http';
import { createApp } from '../app';
import { getDb } from '../db/client';
import { calls, employees, friends, inmates, jails, offers, payments, services } from '../db/schema';
import { outboxMailer } from '../mail/mailer';
import { DEV_PATHS } from './routes';
import { DEMO_PASSWORDS, seedStatements } from './seed';

describe('GET /api/dev/outbox', () => {
  it('lists the mails of the local adapter, oldest first', async () => {
    const mailer = outboxMailer(env.DB);
    await mailer.send({ to: 'a@example.com', subject: 'First', text: 'one' });
    await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'two' });
    const response = await call('/api/dev/outbox');
    expect(response.status).toBe(200);
    const mails = await response.json();
    expect(mails).toEqual([
      { to: 'a@example.com', subject: 'First', text: 'one', sentAt: expect.any(String) },
      { to: 'b@example.com', subject: 'Second', text: 'two', sentAt: expect.any(String) },
    ]);
  });

  it('answers 404 with any other mail adapter', async () => {
    const response = await createApp().request(
      `${ORIGIN}/api/dev/outbox`,
      {},
      { ...env, MAIL_ADAPTER: 'http' },
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found', code: 'notFound' });
  });
});

describe('GET /api/dev/captcha', () => {
  it("answers the caller's current captcha locally", async () => {
    const image = await call('/api/getcaptcha');
    const cookie = cookiesOf(image);
    const response = await call('/api/dev/captcha', { cookie });
    expect(response.status).toBe(200);
    const { answer } = (await response.json()) as { answer: string };
    expect(answer).toMatch(/^\w{5}$/);
    const sent = await call('/api/emailus', {
      cookie,
      json: { message: 'Hello', from: 'family@example.com', captcha: answer },
    });
    expect(sent.status).toBe(200);
  });

  it('answers 404 without a captcha cookie', async () => {
    const response = await call('/api/dev/captcha');
    expect(response.status).toBe(404);
  });

  it('answers 404 outside a local run', async () => {
    const image = await call('/api/getcaptcha');
    const response = await createApp().request(
      `${ORIGIN}/api/dev/captcha`,
      { headers: { cookie: cookiesOf(image) } },
      { ...env, APP_ENV: 'production' },
    );
    expect(response.status).toBe(404);
  });
});

describe('the development doors in the production configuration', () => {
  // The variables of [env.production] in wrangler.toml that differ from the local ones.
  const production = {
    ...env,
    APP_ENV: 'production',
    MAIL_ADAPTER: 'http',
    TELEPHONY_ADAPTER: 'twilio',
    TWILIO_API_BASE: undefined,
  };

  it.each([...DEV_PATHS, '/api/dev/anything-else'])('answers 404 at %s', async (path) => {
    // With a captcha cookie and a mail in the outbox, so a 404 cannot come from missing data.
    await outboxMailer(env.DB).send({ to: 'a@example.com', subject: 'Kept', text: 'secret' });
    const image = await call('/api/getcaptcha');
    const response = await createApp().request(
      `${ORIGIN}${path}`,
      { headers: { cookie: cookiesOf(image) } },
      production,
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found', code: 'notFound' });
  });

  it('answers the same paths locally, so the 404s above come from the configuration', async () => {
    const image = await call('/api/getcaptcha');
    for (const path of DEV_PATHS) {
      expect((await call(path, { cookie: cookiesOf(image) })).status).toBe(200);
    }
  });
});

describe('seed', () => {
  async function apply(statements: string[]) {
    await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
  }

  async function counts() {
    const db = getDb(env.DB);
    const tables = { employees, inmates, friends, offers, jails, services, payments, calls };
    const entries = await Promise.all(
      Object.entries(tables).map(async ([name, table]) => [
        name,
        (await db.select({ n: count() }).from(table))[0]?.n,
      ]),
    );
    return Object.fromEntries(entries);
  }

  it('loads the demo data set, and loading it twice changes nothing', async () => {
    const statements = await seedStatements({ extraInmates: 3 });
    await apply(statements);
    const first = await counts();
    expect(first).toEqual({
      employees: 2,
      inmates: 4,
      friends: 2,
      offers: 10,
      jails: 1,
      services: 4 + 6,
      payments: 5,
      calls: 5 + 15,
    });
    await apply(await seedStatements({ extraInmates: 3 }));
    expect(await counts()).toEqual(first);
  });

  it('offers at least two active offers per service type and two aggregates, one covering PHONE_PALS', async () => {
    await apply(await seedStatements());
    const rows = await getDb(env.DB).select().from(offers);
    for (const type of ['PHONE_PALS', 'CALL_FORWARDING', 'AI_CHAT', 'MESSAGING']) {
      const single = rows.filter((offer) => offer.active && offer.serviceTypes.length === 1);
      expect(single.filter((offer) => offer.serviceTypes[0] === type).length).toBeGreaterThanOrEqual(2);
    }
    const aggregates = rows.filter((offer) => offer.serviceTypes.length > 1);
    expect(aggregates).toHaveLength(2);
    expect(aggregates.some((offer) => offer.serviceTypes.includes('PHONE_PALS'))).toBe(true);
  });

  it.each([
    [
      '/api/loginstaff',
      'admin',
      DEMO_PASSWORDS.admin,
      { staff: { id: 1, name: 'Site Admin', roles: ['ADMIN'] } },
    ],
    [
      '/api/loginstaff',
      'staff',
      DEMO_PASSWORDS.staff,
      { staff: { id: 2, name: 'Front Desk', roles: ['EMPLOYEE1'] } },
    ],
    [
      '/api/logininmate',
      'inmate1',
      DEMO_PASSWORDS.inmate1,
      { inmate: { id: 1, username: 'inmate1', firstName: 'Alex' } },
    ],
    ['/api/loginfriend', 'friend1', DEMO_PASSWORDS.friend1, { friend: { id: 1, username: 'friend1' } }],
  ])('signs in %s as the demo account %s', async (path, username, password, session) => {
    await apply(await seedStatements());
    const response = await call(path, { json: { username, password } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(session);
  });
});
