import { env } from 'cloudflare:workers';
import { inmateListQuerySchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { getDb } from '../db/client';
import { calls, inmates, offers, services } from '../db/schema';
import { listInmates } from './queries';

// Issue 10 item 2: getinmates costs a constant number of D1 queries whatever the page (no query per row).

/** The D1 binding, counting what reaches the database: statements prepared and batches sent. */
function countingD1(d1: D1Database) {
  const counts = { prepare: 0, batch: 0, exec: 0 };
  const binding = new Proxy(d1, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (property === 'prepare' || property === 'batch' || property === 'exec') counts[property] += 1;
        return value.apply(target, args);
      };
    },
  });
  return { binding, counts };
}

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
  it.each([5, 50])('answers a page of %i rows with one batch and one query', async (limit) => {
    await population(60);
    const { binding, counts } = countingD1(env.DB);
    const query = inmateListQuerySchema.parse({ limit: String(limit), sort: '-lastUsed' });
    const page = await listInmates(getDb(binding), query, true);
    expect(page.rows).toHaveLength(limit);
    expect(page.total).toBe(60);
    expect(page.rows[0]).toMatchObject({
      currentServiceTypes: ['PHONE_PALS'],
      depletedServiceTypes: [],
      creditsUsedLast30Days: 4.5,
    });
    // The page and the total in one batch (two prepares), then the page's services in one query (which Drizzle's
    // D1 session prepares twice): the same figures for 5 rows as for 50, two round trips.
    expect(counts).toEqual({ prepare: 4, batch: 1, exec: 0 });
  });

  it('stops after the first batch when the page is empty', async () => {
    const { binding, counts } = countingD1(env.DB);
    const page = await listInmates(getDb(binding), inmateListQuerySchema.parse({ q: 'nobody' }), false);
    expect(page).toEqual({ rows: [], total: 0 });
    expect(counts).toEqual({ prepare: 2, batch: 1, exec: 0 });
  });
});
