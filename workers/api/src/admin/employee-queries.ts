import { type EmployeeAnswer, ROLES, type Role } from '@app/shared';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { callerColumns, type HotRead, ONE_ROW } from '../auth/caller-check';
import { type ActorNotAdmin, ADMIN_IN_ROLES, insertAsAdmin, stillAdmin } from '../auth/still-admin';
import type { Db } from '../db/client';
import { compiledQuery } from '../db/compiled';
import { isUniqueViolation } from '../db/errors';
import { employees } from '../db/schema';

// Queries of the Manage Employees calls (spec §2 screen 17, §7 "Administration").
//
// The last-ADMIN rule holds under parallel requests: D1 has no interactive transactions, so a check made before a
// write could be stale by the time the write runs (two admins deleting each other at once would both pass it).
// Instead each write that could take the ADMIN role away carries the rule in its own WHERE, and D1 runs one statement
// at a time: of two such writes, the second sees the first's result and changes nothing. Every write also requires
// its actor to be an ADMIN still (auth/still-admin.ts).

/** Some employee other than `id` holds the ADMIN role. */
const anotherAdminThan = (id: number): SQL =>
  sql`(SELECT count(*) FROM employees AS other WHERE other.roles LIKE ${ADMIN_IN_ROLES} AND other.id <> ${id}) > 0`;

/** The columns of an employee's answer: never the password hash. */
const employeeColumns = {
  id: employees.id,
  name: employees.name,
  userName: employees.userName,
  roles: employees.roles,
};

type EmployeeRow = { id: number; name: string; userName: string; roles: Role[] };

/** Roles as a list in the order of ROLES, each once (the stored JSON is written by this module in that order). */
function employeeAnswer(row: EmployeeRow): EmployeeAnswer {
  return { ...row, roles: ROLES.filter((role) => row.roles.includes(role)) };
}

/**
 * Every employee, by name as a person sorts it (case-insensitive), then id: a hot read (auth/caller-check.ts
 * readAsCaller), the caller facts beside the employees' columns, the employees LEFT JOINed to one row (key `id`).
 * Answer its rows through `employeeAnswers`.
 */
export const employeesQuery: HotRead<EmployeeRow> = compiledQuery((db) =>
  db
    .select({ ...callerColumns(), ...employeeColumns })
    .from(ONE_ROW)
    .leftJoin(employees, sql`1`)
    .orderBy(sql`${employees.name} COLLATE NOCASE`, employees.id),
);

export const employeeAnswers = (rows: EmployeeRow[]): EmployeeAnswer[] => rows.map(employeeAnswer);

export type NewEmployee = { name: string; userName: string; passwordHash: string; roles: Role[] };

/**
 * Adds an employee; `taken` when the user name belongs to another employee, `actor-not-admin` when the actor is no
 * longer an ADMIN (an admin deleted meanwhile must not leave a new account behind).
 */
export async function addEmployee(
  db: Db,
  actorId: number,
  employee: NewEmployee,
): Promise<EmployeeAnswer | 'taken' | ActorNotAdmin> {
  try {
    const [row] = await insertAsAdmin(db, actorId, employees, employee).returning(employeeColumns);
    return row ? employeeAnswer(row) : 'actor-not-admin';
  } catch (error) {
    if (isUniqueViolation(error, 'user_name')) return 'taken';
    throw error;
  }
}

export type EmployeeChange = {
  id: number;
  name: string;
  userName: string;
  roles: Role[];
  /** undefined keeps the current password. */
  passwordHash?: string;
};

/** Why a write on an employee changed nothing. */
export type EmployeeRefusal = 'not-found' | 'taken' | 'last-admin' | ActorNotAdmin | 'changed';

/**
 * Updates an employee. Taking ADMIN away from the last ADMIN changes nothing (`last-admin`), under parallel requests
 * too; so does any change by an actor who is no longer an ADMIN. The caller refuses an admin's own demotion first.
 */
export async function updateEmployee(
  db: Db,
  actorId: number,
  { id, passwordHash, ...change }: EmployeeChange,
): Promise<EmployeeAnswer | EmployeeRefusal> {
  const demotes = !change.roles.includes('ADMIN');
  let rows: EmployeeRow[];
  try {
    rows = await db
      .update(employees)
      // A new password also ends the employee's open sessions (auth/session.ts), as an account's does.
      .set({
        ...change,
        ...(passwordHash === undefined
          ? {}
          : { passwordHash, sessionGeneration: sql`${employees.sessionGeneration} + 1` }),
      })
      .where(and(eq(employees.id, id), stillAdmin(actorId), demotes ? anotherAdminThan(id) : undefined))
      .returning(employeeColumns);
  } catch (error) {
    if (isUniqueViolation(error, 'user_name')) return 'taken';
    throw error;
  }
  const [row] = rows;
  if (row) return employeeAnswer(row);
  return whyUnchanged(db, actorId, id);
}

/**
 * Deletes an employee other than the actor. Deleting the last ADMIN changes nothing (`last-admin`), under parallel
 * requests too: of two admins deleting each other at once, one delete runs first and the other then finds its own
 * admin gone.
 */
export async function deleteEmployee(
  db: Db,
  actorId: number,
  id: number,
): Promise<EmployeeRefusal | 'deleted'> {
  const deleted = await db
    .delete(employees)
    .where(and(eq(employees.id, id), ne(employees.id, actorId), stillAdmin(actorId), anotherAdminThan(id)))
    .returning({ id: employees.id });
  if (deleted.length > 0) return 'deleted';
  return whyUnchanged(db, actorId, id);
}

/**
 * After a conditional write changed nothing: which of its conditions failed, read after the fact in one query.
 * The last-ADMIN rule is named before the actor's own loss of ADMIN, so of two admins deleting each other at once,
 * the one refused hears that the other is the last ADMIN.
 */
async function whyUnchanged(db: Db, actorId: number, id: number): Promise<EmployeeRefusal> {
  const state = await db.get<{ target: number; otherAdmins: number; actorAdmin: number }>(sql`
    SELECT
      (SELECT count(*) FROM employees WHERE id = ${id}) AS target,
      (SELECT count(*) FROM employees WHERE roles LIKE ${ADMIN_IN_ROLES} AND id <> ${id}) AS otherAdmins,
      ${stillAdmin(actorId)} AS actorAdmin`);
  if (!state?.target) return 'not-found';
  if (!state.otherAdmins) return 'last-admin';
  if (!state.actorAdmin) return 'actor-not-admin';
  // Every condition holds again: the employees changed between the write and this read.
  return 'changed';
}
