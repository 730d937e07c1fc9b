import { env } from 'cloudflare:workers';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from './client';
import { compiledQuery, runCompiled } from './compiled';
import { countingD1, type D1Counts } from './round-trips';
import { inmates, offers } from './schema';

// db/compiled.ts: a query built once per isolate answers what the same Drizzle query answers, for any bound values.

async function twoInmatesAndAnOffer() {
  const db = getDb(env.DB);
  await db.insert(inmates).values([
    {
      id: 1,
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'a@example.com',
      username: 'ann',
      passwordHash: 'x',
      secretCode: 's1',
    },
    {
      id: 2,
      firstName: 'Bo',
      lastName: 'Ray',
      email: 'b@example.com',
      username: 'bo',
      passwordHash: 'x',
      secretCode: 's2',
    },
  ]);
  await db.insert(offers).values({
    title: 'Friends 60',
    description: 'd',
    priceCents: 999,
    serviceTypes: ['PHONE_PALS', 'AI_CHAT'],
    creditsIncludedTenths: 600,
    active: true,
  });
}

const byId = (db: ReturnType<typeof getDb>, id: number | ReturnType<typeof sql.placeholder>) =>
  db
    .select({ id: inmates.id, firstName: inmates.firstName, username: inmates.username })
    .from(inmates)
    .where(eq(inmates.id, id))
    .orderBy(desc(inmates.id));

describe('compiled queries', () => {
  it('answer what the Drizzle query answers, for each bound value', async () => {
    await twoInmatesAndAnOffer();
    const db = getDb(env.DB);
    const query = compiledQuery((builder) => byId(builder, sql.placeholder('id')));
    for (const id of [1, 2, 3]) {
      const [rows] = await runCompiled(env.DB, [query.bind({ id })]);
      expect(rows).toEqual(await byId(db, id));
    }
  });

  it('map columns as the schema says (JSON and booleans), and build their SQL once', async () => {
    await twoInmatesAndAnOffer();
    const build = vi.fn((db: ReturnType<typeof getDb>) =>
      db
        .select({ types: offers.serviceTypes, active: offers.active })
        .from(offers)
        .where(eq(offers.priceCents, sql.placeholder('cents'))),
    );
    const query = compiledQuery(build);
    expect((await runCompiled(env.DB, [query.bind({ cents: 999 })]))[0]).toEqual([
      { types: ['PHONE_PALS', 'AI_CHAT'], active: true },
    ]);
    expect((await runCompiled(env.DB, [query.bind({ cents: 1 })]))[0]).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('map a LEFT JOINed table as Drizzle does: its object is null when it has no row', async () => {
    await twoInmatesAndAnOffer();
    const db = getDb(env.DB);
    const joined = (builder: ReturnType<typeof getDb>, cents: number | ReturnType<typeof sql.placeholder>) =>
      builder
        .select({ id: inmates.id, offer: { title: offers.title, types: offers.serviceTypes } })
        .from(inmates)
        .leftJoin(offers, eq(offers.priceCents, cents))
        .orderBy(inmates.id);
    const query = compiledQuery((builder) => joined(builder, sql.placeholder('cents')));
    for (const cents of [999, 1]) {
      const direct = await joined(db, cents);
      expect((await runCompiled(env.DB, [query.bind({ cents })]))[0]).toEqual(direct);
      // And read from a batch, whose rows D1 answers as objects.
      expect((await runCompiled(env.DB, [query.bind({ cents }), query.bind({ cents })]))[1]).toEqual(direct);
    }
    expect((await joined(db, 1))[0]?.offer).toBeNull();
  });

  it('run several as one batch: one round trip', async () => {
    await twoInmatesAndAnOffer();
    const counts: D1Counts = { roundTrips: 0, batches: 0, statements: 0 };
    const query = compiledQuery((builder) => byId(builder, sql.placeholder('id')));
    const [first, second] = await runCompiled(countingD1(env.DB, counts), [
      query.bind({ id: 1 }),
      query.bind({ id: 2 }),
    ]);
    expect(first.map((row) => row.username)).toEqual(['ann']);
    expect(second.map((row) => row.username)).toEqual(['bo']);
    expect(counts).toEqual({ roundTrips: 1, batches: 1, statements: 2 });
  });

  it('take selects only: a relational query, mapped otherwise, is refused', () => {
    const query = compiledQuery((builder) => builder.query.inmates.findMany());
    expect(() => query.bind({})).toThrow(/takes a select/);
  });

  it('refuse to bind without a value for each placeholder', () => {
    const query = compiledQuery((builder) => byId(builder, sql.placeholder('id')));
    expect(() => query.bind({})).toThrow(/placeholder "id"/);
  });
});
