import { type Column, getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { NOT_ALLOWED_MESSAGE, SIGN_IN_MESSAGE } from './guards';

// The /admin/api guard decides before any body is read (auth/guards.ts), so another admin may delete or demote the
// caller while the body is still on its way, and D1 has no transaction to hold the guard's answer until the write.
// So every back-office write carries `stillAdmin(actor)` in its own statement: D1 runs one statement at a time, and
// the write of a caller who is no longer an ADMIN when it runs changes nothing (docs/architecture.md "Back office
// API"). The route then answers 403 `Not allowed`, as the guard answers a demoted ADMIN's next call.

/** `roles` is a JSON array of role names (`["ADMIN","EMPLOYEE1"]`); the quotes make the match exact. */
export const ADMIN_IN_ROLES = '%"ADMIN"%';

/** Why a back-office write changed nothing: its actor was not an ADMIN (any more) when it ran. */
export type ActorNotAdmin = 'actor-not-admin';

/**
 * The acting employee exists and holds ADMIN when the statement runs: a request authorised a moment before its admin
 * was deleted or demoted (by another admin, in parallel) changes nothing.
 * @example db.update(jails).set(jail).where(and(eq(jails.id, id), stillAdmin(actorId)))
 */
export const stillAdmin = (actorId: number): SQL =>
  sql`EXISTS (SELECT 1 FROM employees AS actor WHERE actor.id = ${actorId} AND actor.roles LIKE ${ADMIN_IN_ROLES})`;

/** Whether stillAdmin holds now: after a write that changed nothing, tells whether that was why. */
export async function isAdminNow(db: Db, actorId: number): Promise<boolean> {
  const row = await db.get<{ admin: number }>(sql`SELECT ${stillAdmin(actorId)} AS admin`);
  return row?.admin === 1;
}

/** The value a plain INSERT would store in `column`: the given one as the column encodes it, else its default. */
function insertedValue(column: Column, value: unknown): SQL {
  if (is(value, SQL)) return value;
  if (value !== undefined) return sql`${sql.param(value, column)}`;
  const fallback = column.default ?? column.defaultFn?.() ?? column.onUpdateFn?.();
  if (fallback === undefined || fallback === null) return sql`NULL`;
  return is(fallback, SQL) ? sql`(${fallback})` : sql`${sql.param(fallback, column)}`;
}

/**
 * Inserts `row` into `table` only if `actorId` is still an ADMIN when the statement runs: one INSERT … SELECT … WHERE
 * stillAdmin(actor), storing what `db.insert(table).values(row)` would. Chain `.returning()` (no row: the actor is
 * not an ADMIN) or an `onConflict…` (the WHERE keeps SQLite's upsert unambiguous).
 */
export function insertAsAdmin<T extends SQLiteTable>(
  db: Db,
  actorId: number,
  table: T,
  row: T['$inferInsert'],
) {
  // Drizzle's INSERT … SELECT names the table's columns in this order, leaving out those always generated.
  const values = Object.entries(getTableColumns(table))
    .filter(([, column]) => column.generated === undefined || column.generated.type === 'byDefault')
    .map(([key, column]) => insertedValue(column, (row as Record<string, unknown>)[key]));
  return db.insert(table).select(sql`SELECT ${sql.join(values, sql`, `)} WHERE ${stillAdmin(actorId)}`);
}

/** The id of the ADMIN the /admin/api guard let through, the actor of a back-office write (401 without one). */
export const actingAdminId = <E extends AppEnv>(c: Context<E>): number =>
  ((c as unknown as Context<AppEnv>).get('staff') ?? fail(401, SIGN_IN_MESSAGE)).id;

/**
 * A back-office write's outcome, or 403 `Not allowed` when it refused its actor (ActorNotAdmin): the caller lost ADMIN
 * (deleted or demoted by another admin) while the request was on its way.
 * @example const jail = unlessActorNotAdmin(await saveJail(db, actingAdminId(c), data));
 */
export function unlessActorNotAdmin<T>(outcome: T | ActorNotAdmin): T {
  if (outcome === 'actor-not-admin') fail(403, NOT_ALLOWED_MESSAGE);
  return outcome as T;
}
