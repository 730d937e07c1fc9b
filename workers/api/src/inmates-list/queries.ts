import {
  creditsFromTenths,
  type InmateListAnswer,
  type InmateListQuery,
  type InmateListSort,
  isDepleted,
  SERVICE_TYPES,
  type ServiceType,
} from '@app/shared';
import { asc, count, desc, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { compiledQuery, runCompiled } from '../db/compiled';
import { calls, inmates, offers, services } from '../db/schema';

// GET {prefix}/api/getinmates over thousands of inmates and hundreds of thousands of calls (issue 10 item 2):
// one D1 round trip whatever the page (issue 12 item 2), docs/architecture.md "getinmates". One batch of:
//   1. the page of inmates (lastUsed is inmates.last_used, kept to the last call's date by a trigger on calls), each
//      with its credits of the last 30 days as a correlated subquery (index seeks on
//      calls(inmate_id, date, credits_used_tenths), for the page's rows only);
//   2. the filtered total;
//   3. the services of the page's inmates with their offers' service types (services(inmate_id)), the page chosen
//      again as a subquery (same filter, order, limit and offset) rather than a second round trip with its ids.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The outer row's id, qualified by hand: Drizzle writes a column of a one-table select unqualified. */
const outerId = sql.raw('"inmates"."id"');

/** `%q%` for LIKE with its wildcards taken literally: a search for `a_b` does not match `axb`. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Case-insensitive "contains" of the `pattern` placeholder on the five columns (SQLite LIKE ignores ASCII case). */
function searchFilter(): SQL | undefined {
  const like = (column: SQLWrapper) => sql`${column} LIKE ${sql.placeholder('pattern')} ESCAPE '\\'`;
  return or(
    like(inmates.firstName),
    like(inmates.lastName),
    like(inmates.username),
    like(inmates.email),
    like(inmates.twilioNumber),
  );
}

/** The ORDER BY of a sort; the id last, so pages never overlap or skip among equal values. */
function ordering(sort: InmateListSort, descending: boolean): SQL[] {
  const dir = descending ? desc : asc;
  switch (sort) {
    case 'firstName':
      return [dir(inmates.firstName), dir(inmates.lastName), dir(inmates.id)];
    case 'username':
      return [dir(inmates.username)];
    case 'lastUsed':
      // Ascending: never used first (SQLite sorts NULL lowest); descending: the most recent first.
      // inmates.last_used, kept by a trigger on calls (migration 0007): an index, not a MAX per inmate.
      return [dir(inmates.lastUsed), dir(inmates.id)];
    default:
      return [dir(inmates.lastName), dir(inmates.firstName), dir(inmates.id)];
  }
}

export type InmatePage = { rows: InmateListAnswer; total: number };

/** What decides a page's SQL; the search text, the page's place and the date are bound values. */
type PageShape = { sort: InmateListSort; descending: boolean; search: boolean };

/** The three statements of a page of `shape`, compiled once (db/compiled.ts); bound values `pattern`, `limit`,
 * `offset` and `since`. */
function compilePage({ sort, descending, search }: PageShape) {
  const where = search ? searchFilter() : undefined;
  const order = ordering(sort, descending);
  const limit = sql.placeholder('limit');
  const offset = sql.placeholder('offset');
  return [
    compiledQuery((db) =>
      db
        .select({
          id: inmates.id,
          firstName: inmates.firstName,
          lastName: inmates.lastName,
          username: inmates.username,
          email: inmates.email,
          secretCode: inmates.secretCode,
          twilioNumber: inmates.twilioNumber,
          lastUsed: inmates.lastUsed,
          usedTenths: sql<number>`(SELECT COALESCE(SUM(c.credits_used_tenths), 0) FROM ${calls} c
            WHERE c.inmate_id = ${outerId} AND c.date >= ${sql.placeholder('since')})`,
        })
        .from(inmates)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    ),
    compiledQuery((db) => db.select({ total: count() }).from(inmates).where(where)),
    compiledQuery((db) =>
      db
        .select({
          inmateId: services.inmateId,
          remainingTenths: services.remainingTenths,
          paidThrough: services.paidThrough,
          serviceTypes: offers.serviceTypes,
        })
        .from(services)
        .innerJoin(offers, sql`${offers.id} = ${services.offerId}`)
        .where(
          inArray(
            services.inmateId,
            db
              .select({ id: inmates.id })
              .from(inmates)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset),
          ),
        ),
    ),
  ] as const;
}

/** The compiled pages by shape: at most 4 sorts × 2 directions × with or without a search. */
const pages = new Map<string, ReturnType<typeof compilePage>>();

/** The one batch of a page: its rows, the total and the page's services (the caller may add its own statement). */
export function inmatePageQueries(query: InmateListQuery, now = new Date()) {
  const shape: PageShape = {
    sort: query.sort.replace(/^-/, '') as InmateListSort,
    descending: query.sort.startsWith('-'),
    search: Boolean(query.q),
  };
  const key = `${shape.sort}:${shape.descending}:${shape.search}`;
  let compiled = pages.get(key);
  if (!compiled) {
    compiled = compilePage(shape);
    pages.set(key, compiled);
  }
  const values = {
    pattern: query.q ? containsPattern(query.q) : null,
    limit: query.limit,
    offset: query.offset,
    since: new Date(now.getTime() - 30 * DAY_MS).toISOString(),
  };
  const [page, total, pageServices] = compiled;
  return [page.bind(values), total.bind(values), pageServices.bind(values)] as const;
}

type PageResults = Awaited<ReturnType<typeof runPage>>;
const runPage = (db: Db, query: InmateListQuery, now: Date) =>
  runCompiled(db.$client, inmatePageQueries(query, now));

/** The page of the batch's results; `withSecretCode` only for ADMIN (issue 10: never sent to EMPLOYEE1). */
export function inmatePageFrom(
  [page, totals, serviceRows]: PageResults,
  withSecretCode: boolean,
  now = new Date(),
): InmatePage {
  const total = totals[0]?.total ?? 0;
  const split = serviceTypesByInmate(serviceRows, now);
  const rows = page.map((row) => {
    const types = split.get(row.id);
    return {
      inmate: {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        username: row.username,
        email: row.email,
        ...(withSecretCode && { secretCode: row.secretCode }),
        twilioNumber: row.twilioNumber,
      },
      lastUsed: row.lastUsed,
      currentServiceTypes: types?.current ?? [],
      depletedServiceTypes: types?.depleted ?? [],
      creditsUsedLast30Days: creditsFromTenths(Number(row.usedTenths)),
    };
  });
  return { rows, total };
}

/** One page of the listing, in one batch; `withSecretCode` only for ADMIN. */
export async function listInmates(
  db: Db,
  query: InmateListQuery,
  withSecretCode: boolean,
  now = new Date(),
): Promise<InmatePage> {
  return inmatePageFrom(await runPage(db, query, now), withSecretCode, now);
}

type ServiceRow = {
  inmateId: number;
  remainingTenths: number;
  paidThrough: string | null;
  serviceTypes: ServiceType[];
};

/**
 * Current = types of services not depleted (spec §4 `isDepleted`: below 1 credit or paid-through past); depleted =
 * types only depleted services have, so a type is never in both lists. Each in the order of SERVICE_TYPES.
 */
export function serviceTypesByInmate(rows: ServiceRow[], now: Date) {
  const sets = new Map<number, { current: Set<ServiceType>; depleted: Set<ServiceType> }>();
  for (const row of rows) {
    let entry = sets.get(row.inmateId);
    if (!entry) {
      entry = { current: new Set(), depleted: new Set() };
      sets.set(row.inmateId, entry);
    }
    const depleted = isDepleted(
      { remainingCredits: creditsFromTenths(row.remainingTenths), paidThrough: row.paidThrough },
      now,
    );
    for (const type of row.serviceTypes) (depleted ? entry.depleted : entry.current).add(type);
  }
  const split = new Map<number, { current: ServiceType[]; depleted: ServiceType[] }>();
  for (const [inmateId, { current, depleted }] of sets) {
    split.set(inmateId, {
      current: SERVICE_TYPES.filter((type) => current.has(type)),
      depleted: SERVICE_TYPES.filter((type) => depleted.has(type) && !current.has(type)),
    });
  }
  return split;
}
