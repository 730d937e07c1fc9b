import { env } from 'cloudflare:workers';
import {
  type InmateListAnswer,
  type InmateListQuery,
  inmateListAnswerSchema,
  inmateListQuerySchema,
} from '@app/shared';
import { describe, expect, it } from 'vitest';
import { createCall, createService } from '../../test/account-fixtures';
import { errorBody } from '../../test/errors';
import { createEmployee, createInmate, signIn, signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { callerValues } from '../auth/caller-check';
import { inmatePageQuery } from './queries';

// GET {prefix}/api/getinmates (issue 10 items 1 and 2): roles, the row, paging, search, sort.

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function list(path: string, cookie: string) {
  const response = await call(path, { cookie });
  expect(response.status).toBe(200);
  return {
    total: response.headers.get('X-Total-Count'),
    rows: (await response.json()) as InmateListAnswer,
  };
}

/** SQLite's plan of the page statement of `query`, one line per step. */
async function pagePlan(query: InmateListQuery) {
  const { statement, values } = inmatePageQuery(query);
  const page = statement.bind({ ...values, ...callerValues(null) });
  const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${page.sql}`)
    .bind(...page.params)
    .all<{ detail: string }>();
  return rows.results.map((row) => row.detail).join('\n');
}

const staff = (role: 'ADMIN' | 'EMPLOYEE1') =>
  createEmployee({ roles: [role] }).then((employee) => signIn('staff', employee));

describe('GET {prefix}/api/getinmates: the row', () => {
  it('answers the listing row to ADMIN, with the secret code, credits of 30 days in one decimal', async () => {
    const inmate = await createInmate({
      firstName: 'Ada',
      lastName: 'Lovelace',
      twilioNumber: '+15550001111',
    });
    const live = await createService(inmate.id, { remainingTenths: 55 });
    await createCall(inmate.id, live.id, { date: daysAgo(40), creditsUsedTenths: 100 }); // outside 30 days
    await createCall(inmate.id, live.id, { date: daysAgo(10), creditsUsedTenths: 12 });
    const last = await createCall(inmate.id, live.id, { date: daysAgo(2), creditsUsedTenths: 23 });
    // An older call recorded late does not move lastUsed back (the trigger of migration 0025 keeps the latest).
    await createCall(inmate.id, live.id, { date: daysAgo(50), creditsUsedTenths: 7 });
    const { rows, total } = await list('/admin/api/getinmates', await staff('ADMIN'));
    expect(total).toBe('1');
    expect(inmateListAnswerSchema.safeParse(rows).success).toBe(true); // the strict shared contract
    expect(rows).toEqual([
      {
        inmate: {
          id: inmate.id,
          firstName: 'Ada',
          lastName: 'Lovelace',
          username: inmate.username,
          email: inmate.email,
          secretCode: inmate.secretCode,
          twilioNumber: '+15550001111',
        },
        lastUsed: last.date,
        currentServiceTypes: ['PHONE_PALS'],
        depletedServiceTypes: [],
        creditsUsedLast30Days: 3.5,
      },
    ]);
  });

  it('never sends the secret code to EMPLOYEE1, and says null for an inmate never used', async () => {
    await createInmate();
    const { rows } = await list('/employee1/api/getinmates', await staff('EMPLOYEE1'));
    expect(rows[0]?.inmate).not.toHaveProperty('secretCode');
    expect(rows[0]?.lastUsed).toBeNull();
    expect(rows[0]?.creditsUsedLast30Days).toBe(0);
  });

  it('splits current and depleted service types by the spec §4 rule', async () => {
    const inmate = await createInmate();
    // Below 1 credit: depleted. Paid through yesterday: depleted. 1.0 credit and paid through tomorrow: current.
    await createService(inmate.id, { remainingTenths: 9, offer: { serviceTypes: ['AI_CHAT'] } });
    await createService(inmate.id, {
      remainingTenths: 500,
      paidThrough: daysAgo(1),
      offer: { serviceTypes: ['MESSAGING', 'CALL_FORWARDING'] },
    });
    await createService(inmate.id, {
      remainingTenths: 10,
      paidThrough: daysAgo(-1),
      offer: { serviceTypes: ['PHONE_PALS', 'CALL_FORWARDING'] },
    });
    const { rows } = await list('/admin/api/getinmates', await staff('ADMIN'));
    expect(rows[0]?.currentServiceTypes).toEqual(['PHONE_PALS', 'CALL_FORWARDING']);
    expect(rows[0]?.depletedServiceTypes).toEqual(['AI_CHAT', 'MESSAGING']);
  });

  it('counts an Automatic service as current while Stripe charges its renewal', async () => {
    const inmate = await createInmate();
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const automatic = { remainingTenths: 500, paidThrough: anHourAgo, automaticPayments: true };
    await createService(inmate.id, {
      ...automatic,
      stripeSubscriptionId: 'sub_listed',
      offer: { serviceTypes: ['PHONE_PALS'] },
    });
    await createService(inmate.id, { ...automatic, offer: { serviceTypes: ['AI_CHAT'] } });
    const { rows } = await list('/admin/api/getinmates', await staff('ADMIN'));
    expect(rows[0]?.currentServiceTypes).toEqual(['PHONE_PALS']);
    expect(rows[0]?.depletedServiceTypes).toEqual(['AI_CHAT']);
  });
});

describe('GET {prefix}/api/getinmates: who may call', () => {
  it.each([
    ['/admin/api/getinmates', 'anonymous', 401],
    ['/admin/api/getinmates', 'inmate', 403],
    ['/admin/api/getinmates', 'friend', 403],
    ['/admin/api/getinmates', 'employee1', 403],
    ['/employee1/api/getinmates', 'anonymous', 401],
    ['/employee1/api/getinmates', 'inmate', 403],
    ['/employee1/api/getinmates', 'friend', 403],
    ['/employee1/api/getinmates', 'admin', 200],
  ] as const)('%s as %s answers %i', async (path, kind, status) => {
    const cookie = kind === 'anonymous' ? undefined : await signInAs(kind);
    const response = await call(path, { cookie });
    expect(response.status).toBe(status);
    if (status !== 200) expect(await response.json()).toHaveProperty('error');
  });

  it('does not exist without a staff prefix', async () => {
    const response = await call('/api/getinmates', { cookie: await signInAs('admin') });
    expect(response.status).toBe(404);
  });
});

describe('GET {prefix}/api/getinmates: paging, search, sort', () => {
  async function seven() {
    const names = ['Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Claude'];
    for (const [i, firstName] of names.entries())
      await createInmate({ firstName, lastName: `Zed${String.fromCharCode(103 - i)}` });
  }

  it('pages by limit and offset, the total in X-Total-Count', async () => {
    await seven();
    const cookie = await staff('ADMIN');
    const first = await list('/admin/api/getinmates?limit=3', cookie);
    const last = await list('/admin/api/getinmates?limit=3&offset=6', cookie);
    expect(first.total).toBe('7');
    expect(first.rows.map((row) => row.inmate.lastName)).toEqual(['Zeda', 'Zedb', 'Zedc']);
    expect(last.rows.map((row) => row.inmate.lastName)).toEqual(['Zedg']);
    expect(last.total).toBe('7');
  });

  it('sorts by first name, descending with a minus, and by last use', async () => {
    await seven();
    const cookie = await staff('ADMIN');
    const byFirst = await list('/admin/api/getinmates?sort=firstName&limit=2', cookie);
    expect(byFirst.rows.map((row) => row.inmate.firstName)).toEqual(['Alan', 'Barbara']);
    const down = await list('/admin/api/getinmates?sort=-firstName&limit=2', cookie);
    expect(down.rows.map((row) => row.inmate.firstName)).toEqual(['Grace', 'Frances']);
    const [alan] = (await list('/admin/api/getinmates?q=alan', cookie)).rows;
    const service = await createService(Number(alan?.inmate.id));
    await createCall(Number(alan?.inmate.id), service.id, { date: daysAgo(1) });
    const recent = await list('/admin/api/getinmates?sort=-lastUsed&limit=1', cookie);
    expect(recent.rows[0]?.inmate.firstName).toBe('Alan');
  });

  it('sorts names as a person does, ignoring case, through the sort’s index', async () => {
    for (const [firstName, lastName] of [
      ['carl', 'Carter'],
      ['Ann', 'baker'],
      ['Bea', 'Adams'],
    ])
      await createInmate({ firstName, lastName });
    const cookie = await staff('ADMIN');
    const names = async (sort: string, pick: (row: InmateListAnswer[number]) => string) =>
      (await list(`/admin/api/getinmates?sort=${sort}`, cookie)).rows.map(pick);
    expect(await names('lastName', (row) => row.inmate.lastName)).toEqual(['Adams', 'baker', 'Carter']);
    expect(await names('-lastName', (row) => row.inmate.lastName)).toEqual(['Carter', 'baker', 'Adams']);
    expect(await names('firstName', (row) => row.inmate.firstName)).toEqual(['Ann', 'Bea', 'carl']);
    for (const sort of ['lastName', '-firstName']) {
      const plan = await pagePlan(inmateListQuerySchema.parse({ sort }));
      expect(plan).toMatch(/SCAN inmates USING INDEX inmates_(last_first|first_last)_nocase_idx/);
      expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
    }
  });

  it('keeps the order of every sort through the whole page (built as one JSON array by SQLite)', async () => {
    await seven();
    const cookie = await staff('EMPLOYEE1');
    const all = (await list('/employee1/api/getinmates', cookie)).rows.map((row) => row.inmate);
    // Used by Edsger 3 days ago, Alan 2 days ago and Claude yesterday; the four others never.
    for (const [firstName, days] of [
      ['Edsger', 3],
      ['Alan', 2],
      ['Claude', 1],
    ] as const) {
      const id = Number(all.find((inmate) => inmate.firstName === firstName)?.id);
      await createCall(id, (await createService(id)).id, { date: daysAgo(days) });
    }
    const order = async (sort: string) =>
      (await list(`/employee1/api/getinmates?sort=${sort}`, cookie)).rows.map((row) => row.inmate.firstName);
    const byName = ['Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Claude'].reverse();
    expect(await order('lastName')).toEqual(byName);
    expect(await order('-lastName')).toEqual([...byName].reverse());
    expect(await order('firstName')).toEqual([...byName].sort());
    expect(await order('-username')).toEqual(
      [...all].sort((a, b) => b.username.localeCompare(a.username)).map((inmate) => inmate.firstName),
    );
    expect(await order('lastUsed')).toEqual([
      'Grace',
      'Barbara',
      'Donald',
      'Frances',
      'Edsger',
      'Alan',
      'Claude',
    ]);
    expect(await order('-lastUsed')).toEqual([
      'Claude',
      'Alan',
      'Edsger',
      'Frances',
      'Donald',
      'Barbara',
      'Grace',
    ]);
  });

  it('finds by a part of a name, username, e-mail or phone number, ignoring case', async () => {
    await createInmate({ firstName: 'Ada', lastName: 'Lovelace', twilioNumber: '+15557654321' });
    await createInmate({
      firstName: 'Bob',
      lastName: 'Babbage',
      email: 'engine@example.com',
      username: 'diff_1',
    });
    const cookie = await staff('EMPLOYEE1');
    const names = async (q: string) =>
      (await list(`/employee1/api/getinmates?q=${encodeURIComponent(q)}`, cookie)).rows.map(
        (row) => row.inmate.lastName,
      );
    expect(await names('LOVE')).toEqual(['Lovelace']);
    expect(await names('7654')).toEqual(['Lovelace']);
    expect(await names('ENGINE@')).toEqual(['Babbage']);
    expect(await names('diff_')).toEqual(['Babbage']);
    // LIKE wildcards are taken literally.
    expect(await names('%')).toEqual([]);
    const none = await list('/employee1/api/getinmates?q=nobody', cookie);
    expect(none).toEqual({ total: '0', rows: [] });
  });

  it.each([
    ['limit=201', 'limit must be at most 200'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=ten', 'limit must be a whole number'],
    ['offset=-1', 'offset must be a whole number'],
    ['sort=password', 'sort must be one of lastName, firstName, username, lastUsed, optionally after -'],
    // A NUL would end the search's phrase early in the index (issue 12): refused like any other bad query.
    ['q=lo%00ve', 'The search cannot contain control characters'],
  ])('refuses %s with a clear 400', async (query, message) => {
    const response = await call(`/admin/api/getinmates?${query}`, { cookie: await staff('ADMIN') });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errorBody(message));
  });
});
