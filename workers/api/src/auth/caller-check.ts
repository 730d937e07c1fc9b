import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { type CompiledQuery, compiledQuery, runCompiled } from '../db/compiled';
import { employees, friends, inmates } from '../db/schema';
import type { AccountNames, AppEnv, CallerFacts, SessionRecord, StaffMember } from '../env';
import { errorJson } from '../lib/errors';

// Who the caller is costs no D1 query of its own on the hot reads (issue 12 item 2, docs/decisions.md "The caller
// check"). The session (KV) says who it is, with the staff member's roles as they were when it signed in; the guards
// decide from that, and the route confirms it in its one D1 round trip: the caller facts below are columns of the
// route's one statement (readAsCaller), and the guards run again with what D1 answered before anything is answered.
// So a deleted or demoted employee and a changed password still end access on the very next call. Every other call
// confirms the caller with the caller facts alone when the session is read (auth/session.ts).

type Identity = Pick<SessionRecord, 'inmateId' | 'friendId' | 'staffId'>;

/** What the statement answers for an inmate or a friend: its names and its generation, as JSON. */
type AccountFacts = AccountNames & { generation: number };

/** The id bound for an identity's absent ids: it matches no row. */
const NONE = -1;

/**
 * The caller facts as three columns of any statement: scalar subqueries of the caller's ids, bound by
 * `callerValues` (SQLite runs each once per statement). Aliased apart from any route's columns.
 */
export function callerColumns() {
  const account = (table: typeof inmates | typeof friends, id: string) =>
    sql<string | null>`(SELECT json_object('id', ${table.id}, 'username', ${table.username},
      'firstName', ${table.firstName}, 'lastName', ${table.lastName}, 'generation', ${table.sessionGeneration})
      FROM ${table} WHERE ${table.id} = ${sql.placeholder(id)})`;
  return {
    callerStaff: sql<string | null>`(SELECT json_object('id', ${employees.id}, 'name', ${employees.name},
      'userName', ${employees.userName}, 'roles', json(${employees.roles}),
      'generation', ${employees.sessionGeneration})
      FROM ${employees} WHERE ${employees.id} = ${sql.placeholder('callerStaffId')})`.as('caller_staff'),
    callerInmate: account(inmates, 'callerInmateId').as('caller_inmate'),
    callerFriend: account(friends, 'callerFriendId').as('caller_friend'),
  };
}

/** What callerColumns answer. */
type CallerColumns = { callerStaff: string | null; callerInmate: string | null; callerFriend: string | null };

/**
 * A hot read's one statement (readAsCaller): callerColumns() beside the route's columns, its rows LEFT JOINed to
 * ONE_ROW. The LEFT JOIN types every route column as nullable; `Row` is the row as the route's tables define it
 * (db/compiled.ts RowOf), which every row with its key column is. `row` is never set: it only carries that type
 * to readAsCaller.
 */
export type HotRead<Row> = CompiledQuery<(CallerColumns & Record<string, unknown>)[]> & {
  readonly row?: Row;
};

/** The values of callerColumns' placeholders for `identity` (none: no row matches). */
export const callerValues = (identity: Identity | null) => ({
  callerStaffId: identity?.staffId ?? NONE,
  callerInmateId: identity?.inmateId ?? NONE,
  callerFriendId: identity?.friendId ?? NONE,
});

/**
 * One row, for a hot read's statement to LEFT JOIN its rows to: the caller facts come back even when the route has
 * no row (then one row whose route columns are all null, which `readAsCaller` drops).
 */
export const ONE_ROW = sql`(SELECT 1)`;

/** The caller facts alone: one statement, always one row (compiled once, db/compiled.ts). */
const callerFactsQuery = compiledQuery((db) => db.select(callerColumns()).from(ONE_ROW));

const namesOf = ({ generation: _generation, ...names }: AccountFacts): AccountNames => names;

/** The facts of the statement's rows, as the session of `identity` reads them (the inmate's generation first). */
export function callerFactsFrom(row: CallerColumns | undefined, identity: Identity): CallerFacts {
  const parse = <T>(json: string | null | undefined) => (json ? (JSON.parse(json) as T) : null);
  const staffFacts =
    identity.staffId !== undefined ? parse<StaffMember & { generation: number }>(row?.callerStaff) : null;
  const inmate = identity.inmateId !== undefined ? parse<AccountFacts>(row?.callerInmate) : null;
  const friend = identity.friendId !== undefined ? parse<AccountFacts>(row?.callerFriend) : null;
  const generation =
    identity.inmateId !== undefined
      ? inmate?.generation
      : identity.friendId !== undefined
        ? friend?.generation
        : undefined;
  const { generation: staffGeneration, ...staff } = staffFacts ?? { generation: undefined };
  return {
    staff: staffFacts ? (staff as StaffMember) : null,
    generation,
    staffGeneration,
    inmate: inmate && namesOf(inmate),
    friend: friend && namesOf(friend),
  };
}

export async function readCallerFacts(d1: D1Database, identity: Identity): Promise<CallerFacts> {
  const [rows] = await runCompiled(d1, [callerFactsQuery.bind(callerValues(identity))]);
  return callerFactsFrom(rows[0], identity);
}

/**
 * The session as the facts leave it: null once a password change raised the account's or the staff member's
 * generation past the session's, or the staff member was deleted (with whoever they acted as); an inmate or friend
 * account that is gone is left to the guards and the routes, which answer 401 or 404. Sets the staff member the
 * guards use (undefined when removed) and marks the caller confirmed.
 */
export function confirmCaller<E extends AppEnv>(
  c: Context<E>,
  record: SessionRecord,
  facts: CallerFacts,
): SessionRecord | null {
  c.set('callerCheck', 'done');
  c.set('staff', facts.staff ?? undefined);
  c.set('callerFacts', facts);
  const current = facts.generation === undefined || facts.generation === (record.accountGeneration ?? 0);
  const staffCurrent =
    record.staffId === undefined ||
    (facts.staff !== null && facts.staffGeneration === (record.staffGeneration ?? 0));
  return current && staffCurrent ? record : null;
}

/**
 * Confirms a hot read's deferred caller from the facts D1 answered with the route's reads, then runs the guards
 * again: they refuse (401/403) as they would have before the reads, whose results are then dropped.
 */
async function confirmFrom<E extends AppEnv>(
  c: Context<E>,
  record: SessionRecord,
  row: CallerColumns | undefined,
) {
  if (!confirmCaller(c, record, callerFactsFrom(row, record))) {
    c.set('session', null);
    c.set('sessionId', null);
  }
  await runRechecks(c);
}

const d1Of = <E extends AppEnv>(c: Context<E>) => (c as unknown as Context<AppEnv>).env.DB;

/** What a hot read's statement answers: the caller columns beside the route's. */
type HotRows = (CallerColumns & Record<string, unknown>)[];

/**
 * The route's rows of a hot read: those whose `key` column is not null (the all-null row of a route with no row
 * dropped), without the caller columns.
 */
function routeRows<Row>(_query: HotRead<Row>, rows: HotRows, key: string): Row[] {
  return rows
    .filter((row) => row[key] !== null)
    .map(
      ({ callerStaff: _staff, callerInmate: _inmate, callerFriend: _friend, ...columns }) => columns as Row,
    );
}

/**
 * Runs a hot read whose one statement carries the caller facts (HotRead). A deferred caller is confirmed from the
 * first row (confirmFrom). Answers the route's rows (routeRows).
 */
export async function readAsCaller<E extends AppEnv, Row>(
  c: Context<E>,
  query: HotRead<Row>,
  values: Record<string, unknown>,
  key: string,
): Promise<Row[]> {
  const record = c.get('session') ?? null;
  const [rows] = await runCompiled(d1Of(c), [query.bind({ ...values, ...callerValues(record) })]);
  if (c.get('callerCheck') === 'deferred' && record) await confirmFrom(c, record, rows[0]);
  return routeRows(query, rows, key);
}

/** A hot read run for no caller (its caller facts match nothing), outside a request: for tests. */
export async function readAsNobody<Row>(
  d1: D1Database,
  query: HotRead<Row>,
  values: Record<string, unknown>,
  key: string,
): Promise<Row[]> {
  const [rows] = await runCompiled(d1, [query.bind({ ...values, ...callerValues(null) })]);
  return routeRows(query, rows, key);
}

const queuedRechecks = <E extends AppEnv>(c: Context<E>) =>
  (c as unknown as Context<AppEnv>).get('rechecks') ?? [];

/** Runs the guards again, now that the caller is confirmed; the first refusal answers. */
async function runRechecks<E extends AppEnv>(c: Context<E>) {
  for (const recheck of queuedRechecks(c)) await recheck();
}

/**
 * The hot reads of issue 12, the charge and file lists of the same Account Info screen, the friend's earnings beside
 * its detail, and the reads the back office's screens make on load: GETs that confirm the caller inside their own one
 * D1 round trip.
 */
const HOT_READS =
  /^(\/admin|\/employee1)?\/api\/(getinmatedetail|getservicesforinmate|getinmatepayments|getinmatecalls|getauxiliarycreditcharges|getauxiliarycurrencycharges|getuploadedfiles|getfrienddetail|getfriendearnings|getinmates)$/;
const BACK_OFFICE_HOT_READS =
  /^(\/admin\/api\/(getjails|getoffers|getemployees|getassistantphone|getfriendrate|getfriends|getfriendpayouts|getfriendpayments)|\/(admin|employee1)\/api\/getaudiofiles)$/;

/**
 * Marks the hot reads so the session read leaves the caller's confirmation to the route's batch. A hot read that
 * answered without confirming it (a route not calling readAsCaller) answers 500 instead: nothing was written, and
 * nothing unconfirmed leaves the Worker. An answer given before the batch (a 400 for a wrong query) waits for the
 * caller to be confirmed, so an ended session or a removed employee gets the refusal, as before the reads were hot.
 */
export function hotReads() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { path } = c.req;
    if (c.req.method !== 'GET' || !(HOT_READS.test(path) || BACK_OFFICE_HOT_READS.test(path))) return next();
    c.set('hotRead', true);
    await next();
    const record = c.get('session');
    if (c.get('callerCheck') !== 'deferred' || !record) return;
    if (c.res.ok) {
      console.error(`${c.req.path} answered without confirming the caller`);
      c.res = errorJson(c, 'Something went wrong', 500);
      return;
    }
    if (!confirmCaller(c, record, await readCallerFacts(c.env.DB, record))) {
      c.set('session', null);
      c.set('sessionId', null);
    }
    try {
      await runRechecks(c);
    } catch (refusal) {
      if (!(refusal instanceof HTTPException)) throw refusal;
      c.res = errorJson(c, refusal.message, refusal.status);
    }
  });
}

/**
 * Runs a guard's decision; while the caller is unconfirmed it runs again once D1 has answered (readAsCaller). A
 * refusal from the session's copy is not trusted either way: the caller is confirmed at once and the guard decides
 * again (e.g. an employee promoted since they signed in).
 */
export async function guard<E extends AppEnv>(
  c: Context<E>,
  decide: () => Promise<void>,
  confirmNow: () => Promise<void>,
) {
  try {
    await decide();
  } catch (refusal) {
    if (c.get('callerCheck') !== 'deferred') throw refusal;
    await confirmNow();
    await runRechecks(c);
    return decide();
  }
  // The session read inside `decide` tells whether the caller is still to be confirmed.
  if (c.get('callerCheck') === 'deferred') c.set('rechecks', [...queuedRechecks(c), decide]);
}
