import { env } from 'cloudflare:workers';
import { type InmateListAnswer, inmateListQuerySchema } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmployee, createInmate, signIn } from '../../test/fixtures';
import { call } from '../../test/http';
import { callerValues } from '../auth/caller-check';
import { getDb } from '../db/client';
import { inmates } from '../db/schema';
import { inmatePageQuery } from './queries';

// Manage Inmates' search (getinmates `q`): 3 characters or more read the trigram index `inmates_search`
// (migration 0011), kept in step with the inmates by triggers; shorter ones scan the five columns.

async function lastNames(q: string) {
  const cookie = await signIn('staff', await createEmployee({ roles: ['EMPLOYEE1'] }));
  const response = await call(`/employee1/api/getinmates?q=${encodeURIComponent(q)}`, { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as InmateListAnswer).map((row) => row.inmate.lastName);
}

describe('getinmates search', () => {
  it('follows an inmate whose searched columns change, and forgets one removed', async () => {
    const ada = await createInmate({ firstName: 'Ada', lastName: 'Lovelace' });
    const grace = await createInmate({ firstName: 'Grace', lastName: 'Hopper' });
    const db = getDb(env.DB);
    await db.update(inmates).set({ lastName: 'Byron' }).where(eq(inmates.id, ada.id));
    expect(await lastNames('lovel')).toEqual([]);
    expect(await lastNames('byro')).toEqual(['Byron']);
    // A change of a column it does not search (a call's date) leaves the index as it was.
    await db.update(inmates).set({ lastUsed: new Date().toISOString() }).where(eq(inmates.id, grace.id));
    expect(await lastNames('hopp')).toEqual(['Hopper']);
    await db.delete(inmates).where(eq(inmates.id, grace.id));
    expect(await lastNames('hopp')).toEqual([]);
  });

  it('finds a name whose accent is typed as its own mark (e + U+0301), by the index and by a scan', async () => {
    // Names are stored composed (NFC), as the registration schema writes them.
    await createInmate({ firstName: 'Ana', lastName: 'José' });
    await createInmate({ firstName: 'Bob', lastName: 'Babbage' });
    expect(await lastNames('José'.normalize('NFD'))).toEqual(['José']);
    expect(await lastNames('é'.normalize('NFD'))).toEqual(['José']);
  });

  it('finds by 1 or 2 characters too, through a scan', async () => {
    await createInmate({ firstName: 'Ada', lastName: 'Lovelace' });
    await createInmate({ firstName: 'Bob', lastName: 'Babbage' });
    expect(await lastNames('ov')).toEqual(['Lovelace']);
    expect(await lastNames('B')).toEqual(['Babbage']);
  });

  it.each([
    '"love',
    'love"',
    'lo"ve',
    'love*',
    'NEAR(love',
    'love OR babbage',
    '^love',
    'a:b',
    '\u{1F600}\u{1F600}\u{1F600}',
  ])('takes %s literally: no match, never an error', async (q) => {
    await createInmate({ firstName: 'Ada', lastName: 'Lovelace' });
    await createInmate({ firstName: 'Bob', lastName: 'Babbage' });
    expect(await lastNames(q)).toEqual([]);
  });

  it('finds a quote or a star that is in a name', async () => {
    await createInmate({ firstName: 'Ann', lastName: 'O\'Neil "Red"*' });
    expect(await lastNames("o'neil")).toEqual(['O\'Neil "Red"*']);
    expect(await lastNames('"red"*')).toEqual(['O\'Neil "Red"*']);
  });

  it('reads the index for 3 characters or more, and scans below that', async () => {
    const plan = async (q: string) => {
      const { statement, values } = inmatePageQuery(inmateListQuerySchema.parse({ q }));
      const page = statement.bind({ ...values, ...callerValues(null) });
      const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${page.sql}`)
        .bind(...page.params)
        .all<{ detail: string }>();
      return rows.results.map((row) => row.detail).join('\n');
    };
    const indexed = await plan('lovelace');
    expect(indexed).toMatch(/VIRTUAL TABLE INDEX/);
    expect(indexed).not.toMatch(/^SCAN inmates\b/m);
    expect(await plan('lo')).not.toMatch(/VIRTUAL TABLE/);
  });
});
