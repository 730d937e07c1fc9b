import { env } from 'cloudflare:workers';
import { inmateListQuerySchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { getDb } from '../db/client';
import { countingD1, type D1Counts } from '../db/round-trips';
import { calls, inmates, offers, services } from '../db/schema';
import { listInmates } from './queries';

// Issue 10 item 2: getinmates costs a constant number of D1 queries whatever the page (no query per row); issue 12
// item 2: one round trip, one statement.

/** `n` inmates, each with two services and three calls, in one batch. */
async function population(n: number) {
  const db = getDb(env.DB);
  const [offer] = await db
    .insert(offers)
    .values({
      title: 'Friends 60',
      description: 'd',
      priceCents: 999,
      serviceTypes: ['PHONE_PALS'],
      creditsIncludedTenths: 600,
    })
    .returning();
  const offerId = Number(offer?.id);
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  await db.batch([
    db.insert(inmates).values({
      id: 1,
      firstName: 'First',
      lastName: 'Last1',
      email: 'i1@example.com',
      username: 'i1',
      passwordHash: 'x',
      secretCode: 's1',
    }),
    ...ids.slice(1).map((id) =>
      db.insert(inmates).values({
        id,
        firstName: 'First',
        lastName: `Last${id}`,
        email: `i${id}@example.com`,
        username: `i${id}`,
        passwordHash: 'x',
        secretCode: `s${id}`,
      }),
    ),
    ...ids.flatMap((id) => [
      db.insert(services).values({ id: 2 * id, inmateId: id, offerId, title: 'A', remainingTenths: 5 }),
      db.insert(services).values({ id: 2 * id + 1, inmateId: id, offerId, title: 'B', remainingTenths: 500 }),
    ]),
    ...ids.flatMap((id) =>
      [1, 2, 3].map(() =>
        db
          .insert(calls)
          .values({ inmateId: id, serviceId: 2 * id, creditsUsedTenths: 15, serviceType: 'PHONE_PALS' }),
      ),
    ),
  ]);
}

describe('getinmates query count', () => {
  it.each([5, 50])('answers a page of %i rows with one statement', async (limit) => {
    await population(60);
    const counts: D1Counts = { roundTrips: 0, batches: 0, statements: 0 };
    const binding = countingD1(env.DB, counts);
    const query = inmateListQuerySchema.parse({ limit: String(limit), sort: '-lastUsed' });
    const page = await listInmates(getDb(binding), query, true);
    expect(page.rows).toHaveLength(limit);
    expect(page.total).toBe(60);
    expect(page.rows[0]).toMatchObject({
      currentServiceTypes: ['PHONE_PALS'],
      depletedServiceTypes: [],
      creditsUsedLast30Days: 4.5,
    });
    // The page, the total and the page's services in one statement: the same figures for 5 rows as for 50.
    expect(counts).toEqual({ roundTrips: 1, batches: 0, statements: 1 });
  });

  it('answers an empty page, with its total, in the same one statement', async () => {
    const counts: D1Counts = { roundTrips: 0, batches: 0, statements: 0 };
    const binding = countingD1(env.DB, counts);
    const page = await listInmates(getDb(binding), inmateListQuerySchema.parse({ q: 'nobody' }), false);
    expect(page).toEqual({ rows: [], total: 0 });
    expect(counts).toEqual({ roundTrips: 1, batches: 0, statements: 1 });
  });

  it('answers a page past the end empty, with the total', async () => {
    await population(7);
    const past = await listInmates(getDb(env.DB), inmateListQuerySchema.parse({ offset: '50' }), false);
    expect(past).toEqual({ rows: [], total: 7 });
  });
});
