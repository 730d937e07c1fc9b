import { env } from 'cloudflare:workers';
import { eq, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createService } from '../../test/account-fixtures';
import { createInmate } from '../../test/fixtures';
import { chargeCredits } from '../services/charge';
import { getDb } from './client';
import { auxiliaryCreditCharges, inmates, services } from './schema';

// docs/scaling.md "Where one database stops": our own write path timed on local D1 (workerd's SQLite through
// miniflare, no network: local figures only; production D1 adds a round trip to the primary per write). The suite
// runs a small N to keep it honest (every write happened, exactly once); the figures of docs/scaling.md come from
// `VITE_WRITE_PATH_N=2000 npx vitest run --silent=false src/db/write-path.test.ts`, which prints them.

const N = Number((import.meta as { env?: Record<string, string | undefined> }).env?.VITE_WRITE_PATH_N ?? 50);
/** Writers at once, as the Worker's isolates would send them; D1 runs them one after another. */
const PARALLEL = 20;

const db = () => getDb(env.DB);

/** The registration's D1 writes (registration/routes.ts): the taken check, then the insert returning the row. */
async function register(i: number) {
  const username = `load${i}`;
  const email = `load${i}@example.com`;
  await db()
    .select({ username: inmates.username })
    .from(inmates)
    .where(or(eq(inmates.username, username), sql`lower(${inmates.email}) = lower(${email})`))
    .limit(2);
  await db()
    .insert(inmates)
    .values({
      firstName: 'Load',
      lastName: `Test${i}`,
      username,
      email,
      passwordHash: 'x',
      secretCode: `w${i}`,
    })
    .returning({ id: inmates.id });
}

/** Runs `task(0..n-1)` with `parallel` at a time; answers writes per second. */
async function rate(n: number, parallel: number, task: (i: number) => Promise<unknown>) {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < n) await task(next++);
    }),
  );
  return Math.round(n / ((performance.now() - started) / 1000));
}

async function databaseBytes() {
  const result = await env.DB.prepare('SELECT 1').run();
  return Number(result.meta.size_after);
}

describe('the write path on local D1', () => {
  it(`registers ${N} inmates and takes ${N} credit charges, timing them`, async () => {
    const before = await databaseBytes();
    const registrations = await rate(N, 1, register);
    const registrationsParallel = await rate(N, PARALLEL, (i) => register(N + i));
    const afterInmates = await databaseBytes();
    expect((await db().select({ n: sql<number>`count(*)` }).from(inmates))[0]?.n).toBe(2 * N);

    const inmate = await createInmate();
    const service = await createService(inmate.id, { remainingTenths: 10 * 4 * N });
    const charge = () =>
      chargeCredits(db(), {
        inmateId: inmate.id,
        serviceId: service.id,
        tenths: 10,
        description: 'Load test',
        agentUsername: 'load',
      });
    const charges = await rate(N, 1, charge);
    const chargesParallel = await rate(N, PARALLEL, charge);
    const afterCharges = await databaseBytes();
    const [left] = await db().select().from(services).where(eq(services.id, service.id));
    expect(left?.remainingTenths).toBe(10 * 2 * N);
    expect((await db().select({ n: sql<number>`count(*)` }).from(auxiliaryCreditCharges))[0]?.n).toBe(2 * N);

    console.log(
      JSON.stringify({
        registrationsPerSecond: registrations,
        registrationsPerSecondParallel: registrationsParallel,
        chargesPerSecond: charges,
        chargesPerSecondParallel: chargesParallel,
        bytesPerInmate: Math.round((afterInmates - before) / (2 * N)),
        bytesPerCharge: Math.round((afterCharges - afterInmates) / (2 * N)),
      }),
    );
  }, 120_000);
});
