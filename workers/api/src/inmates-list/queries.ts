import {
  creditsFromTenths,
  type InmateListAnswer,
  type InmateListQuery,
  type InmateListSort,
  isDepleted,
  SERVICE_TYPES,
  type ServiceType,
} from '@app/shared';
import { type AnyColumn, asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { callerColumns, type HotRead, ONE_ROW, readAsNobody } from '../auth/caller-check';
import type { Db } from '../db/client';
import { compiledQuery } from '../db/compiled';
import { calls, inmates, offers, services } from '../db/schema';
import { inmateId, type SearchKind, searchFilter, searchKind, searchValues } from './search';

// GET {prefix}/api/getinmates over thousands of inmates and hundreds of thousands of calls (issue 10 item 2):
// one D1 statement whatever the page (issue 12 item 2), docs/architecture.md "Inmate listing". It answers one row:
//   - the page, as one JSON array built by SQLite, one array per inmate in the page's order (PageEntry): fifty rows
//     each repeated the caller facts, and D1 converted and Drizzle mapped each one; this is one JSON.parse;
//   - in each inmate's array, its credits of the last 30 days (index seeks on calls(inmate_id, date,
//     credits_used_tenths)) and its services with their offers' service types and whether a subscription renews
//     them (services(inmate_id));
//   - the filtered total (an uncorrelated subquery, run once; unfiltered it has no WHERE at all, so SQLite counts
//     the table's b-tree instead of scanning an index: 0.007 ms instead of 0.13 ms over 10,000 inmates);
//   - the caller facts (auth/caller-check.ts), so the caller is confirmed in the same statement.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The columns a sort orders by, of `inmates` or of the page selected from it. */
type SortColumns = Record<'id' | 'firstName' | 'lastName' | 'username' | 'lastUsed', AnyColumn | SQLWrapper>;

/** A name as a person sorts it, ignoring case (`baker` between `Adams` and `Carter`), as its index holds it. */
const byName = (column: AnyColumn | SQLWrapper) => sql`${column} COLLATE NOCASE`;

/** The ORDER BY of a sort; the id last, so pages never overlap or skip among equal values. */
function ordering(columns: SortColumns, sort: InmateListSort, descending: boolean): SQL[] {
  const dir = descending ? desc : asc;
  switch (sort) {
    case 'firstName':
      return [dir(byName(columns.firstName)), dir(byName(columns.lastName)), dir(columns.id)];
    case 'username':
      return [dir(columns.username)];
    case 'lastUsed':
      // Ascending: never used first (SQLite sorts NULL lowest); descending: the most recent first.
      // inmates.last_used, kept by a trigger on calls (migrations 0007, 0025): an index, not a MAX per inmate.
      return [dir(columns.lastUsed), dir(columns.id)];
    default:
      return [dir(byName(columns.lastName)), dir(byName(columns.firstName)), dir(columns.id)];
  }
}

export type InmatePage = { rows: InmateListAnswer; total: number };

/** What decides a page's SQL; the search text, the page's place and the date are bound values. */
type PageShape = { sort: InmateListSort; descending: boolean; search: SearchKind };

/** A service of the page: `renewing` 1 for an Automatic service with a live subscription (shared isRenewing). */
type ServiceEntry = [
  remainingTenths: number,
  paidThrough: string | null,
  serviceTypes: ServiceType[],
  renewing: 0 | 1,
];

/** An inmate of the page as the statement's JSON carries it: an array, without an object's repeated keys. */
type PageEntry = [
  id: number,
  firstName: string,
  lastName: string,
  username: string,
  email: string,
  secretCode: string,
  twilioNumber: string | null,
  lastUsed: string | null,
  usedTenths: number,
  services: ServiceEntry[],
];

/** The statement's row but the caller facts: the filtered total and the page's JSON (PageEntry[]). */
type PageRow = { total: number; page: string };

/** The page's columns as the subquery `page` names them (Drizzle's names for the columns of `inmates`). */
const page = (column: string) => sql.raw(`"page"."${column}"`);
const pageColumns: SortColumns = {
  id: page('id'),
  firstName: page('first_name'),
  lastName: page('last_name'),
  username: page('username'),
  lastUsed: page('last_used'),
};

/**
 * The one statement of a page of `shape`, compiled once (db/compiled.ts); bound values `match`, `pattern`,
 * `limit`, `offset`, `since` and the caller's (callerValues). One row: the caller facts, `total` and `page`.
 */
function compilePage({ sort, descending, search }: PageShape): HotRead<PageRow> {
  const where = searchFilter(search);
  const whereClause = where ? sql` WHERE ${where}` : sql``;
  return compiledQuery((db) => {
    const selected = db
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
          WHERE c.inmate_id = ${inmateId} AND c.date >= ${sql.placeholder('since')})`.as('used_tenths'),
        services: sql<string>`(SELECT json_group_array(json_array(s.remaining_tenths, s.paid_through,
          json(o.service_types), s.automatic_payments AND s.stripe_subscription_id IS NOT NULL))
          FROM ${services} s JOIN ${offers} o ON o.id = s.offer_id
          WHERE s.inmate_id = ${inmateId})`.as('services'),
      })
      .from(inmates)
      .where(where)
      .orderBy(...ordering(inmates, sort, descending))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return db
      .select({
        ...callerColumns(),
        total: sql<number>`(SELECT count(*) FROM ${inmates}${whereClause})`.as('total'),
        page: sql<string>`(SELECT json_group_array(json_array(${page('id')}, ${page('first_name')},
          ${page('last_name')}, ${page('username')}, ${page('email')}, ${page('secret_code')},
          ${page('twilio_number')}, ${page('last_used')}, ${page('used_tenths')}, json(${page('services')}))
          ORDER BY ${sql.join(ordering(pageColumns, sort, descending), sql`, `)})
          FROM (${selected}) AS "page")`.as('page'),
      })
      .from(ONE_ROW);
  });
}

/** The compiled pages by shape: at most 4 sorts × 2 directions × 3 kinds of search. */
const pages = new Map<string, HotRead<PageRow>>();

/** The statement of a page of `query` and its values, but the caller's (auth/caller-check.ts readAsCaller). */
export function inmatePageQuery(query: InmateListQuery, now = new Date()) {
  const shape: PageShape = {
    sort: query.sort.replace(/^-/, '') as InmateListSort,
    descending: query.sort.startsWith('-'),
    search: searchKind(query.q),
  };
  const key = `${shape.sort}:${shape.descending}:${shape.search}`;
  let statement = pages.get(key);
  if (!statement) {
    statement = compilePage(shape);
    pages.set(key, statement);
  }
  const values = {
    ...searchValues(query.q),
    limit: query.limit,
    offset: query.offset,
    since: new Date(now.getTime() - 30 * DAY_MS).toISOString(),
  };
  return { statement, values };
}

/**
 * The page of the statement's one row (`row`: undefined only for a statement that answered nothing);
 * `withSecretCode` only for ADMIN (issue 10: never sent to EMPLOYEE1).
 */
export function inmatePageFrom(
  row: PageRow | undefined,
  withSecretCode: boolean,
  now = new Date(),
): InmatePage {
  const entries: PageEntry[] = row ? JSON.parse(row.page) : [];
  const rows = entries.map((entry) => {
    const [
      id,
      firstName,
      lastName,
      username,
      email,
      secretCode,
      twilioNumber,
      lastUsed,
      usedTenths,
      services,
    ] = entry;
    const types = serviceTypesOf(services, now);
    return {
      inmate: {
        id,
        firstName,
        lastName,
        username,
        email,
        ...(withSecretCode && { secretCode }),
        twilioNumber,
      },
      lastUsed,
      currentServiceTypes: types.current,
      depletedServiceTypes: types.depleted,
      creditsUsedLast30Days: creditsFromTenths(usedTenths),
    };
  });
  return { rows, total: Number(row?.total ?? 0) };
}

/** One page of the listing in its one statement, without a caller (tests); `withSecretCode` only for ADMIN. */
export async function listInmates(
  db: Db,
  query: InmateListQuery,
  withSecretCode: boolean,
  now = new Date(),
): Promise<InmatePage> {
  const { statement, values } = inmatePageQuery(query, now);
  const [row] = await readAsNobody(db.$client, statement, values, 'total');
  return inmatePageFrom(row, withSecretCode, now);
}

/**
 * Current = types of services not depleted (spec §4 `isDepleted`: below 1 credit or paid-through past); depleted =
 * types only depleted services have, so a type is never in both lists. Each in the order of SERVICE_TYPES.
 */
export function serviceTypesOf(entries: ServiceEntry[], now: Date) {
  const current = new Set<ServiceType>();
  const depleted = new Set<ServiceType>();
  for (const [remainingTenths, paidThrough, serviceTypes, renewing] of entries) {
    const balance = {
      remainingCredits: creditsFromTenths(remainingTenths),
      paidThrough,
      renewing: renewing === 1,
    };
    const spent = isDepleted(balance, now);
    for (const type of serviceTypes) (spent ? depleted : current).add(type);
  }
  return {
    current: SERVICE_TYPES.filter((type) => current.has(type)),
    depleted: SERVICE_TYPES.filter((type) => depleted.has(type) && !current.has(type)),
  };
}
