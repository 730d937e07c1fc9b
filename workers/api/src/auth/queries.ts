import { and, eq, exists, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employees, friends, inmates, type PasswordAccountKind, passwordResets } from '../db/schema';

// Queries of the sign-in calls.

export async function findInmateByUsername(db: Db, username: string) {
  return db.query.inmates.findFirst({ where: eq(inmates.username, username) });
}

export async function findFriendByUsername(db: Db, username: string) {
  return db.query.friends.findFirst({ where: eq(friends.username, username) });
}

export async function findEmployeeByUserName(db: Db, userName: string) {
  return db.query.employees.findFirst({ where: eq(employees.userName, userName) });
}

export async function findEmployeeById(db: Db, id: number) {
  return db.query.employees.findFirst({
    columns: { id: true, name: true, userName: true, roles: true },
    where: eq(employees.id, id),
  });
}

/** An inmate as the session names them; the last name is for the acting-as banner (issue 13 §5). */
export async function findInmateIdentity(db: Db, id: number) {
  return db.query.inmates.findFirst({
    columns: { id: true, username: true, firstName: true, lastName: true },
    where: eq(inmates.id, id),
  });
}

/** A friend as the session names them; the names are for the acting-as banner (issue 13 §5). */
export async function findFriendIdentity(db: Db, id: number) {
  return db.query.friends.findFirst({
    columns: { id: true, username: true, firstName: true, lastName: true },
    where: eq(friends.id, id),
  });
}

const accountTable = (kind: PasswordAccountKind) => (kind === 'inmate' ? inmates : friends);

/** The password hash and username of an inmate or friend (changepassword). */
export async function findPasswordAccount(db: Db, kind: PasswordAccountKind, id: number) {
  const table = accountTable(kind);
  const [row] = await db
    .select({ username: table.username, passwordHash: table.passwordHash })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

/**
 * Sets a new password, raises the session generation (every session of the account but the caller's, which the
 * caller renews, ends: auth/session.ts) and drops a pending temporary password, in one transaction, only while the
 * account is still at the generation the caller's session was confirmed at: a change another change overtook
 * changes nothing. Answers the new generation, or undefined when it was overtaken.
 */
export async function changeAccountPassword(
  db: Db,
  account: { kind: PasswordAccountKind; id: number; generation: number },
  passwordHash: string,
): Promise<number | undefined> {
  const { kind, id, generation } = account;
  const table = accountTable(kind);
  const unchanged = and(eq(table.id, id), eq(table.sessionGeneration, generation));
  // The pending temporary password goes first, while the generation still says whether this change stands.
  const [, updated] = await db.batch([
    db
      .delete(passwordResets)
      .where(
        and(
          eq(passwordResets.accountKind, kind),
          eq(passwordResets.accountId, id),
          exists(db.select({ id: table.id }).from(table).where(unchanged)),
        ),
      ),
    db
      .update(table)
      .set({ passwordHash, sessionGeneration: sql`${table.sessionGeneration} + 1` })
      .where(unchanged)
      .returning({ generation: table.sessionGeneration }),
  ]);
  return updated[0]?.generation;
}

/** Stores a pending temporary password for the account, replacing an earlier one. */
export async function savePasswordReset(
  db: Db,
  reset: { accountKind: PasswordAccountKind; accountId: number; passwordHash: string; expiresAt: string },
) {
  await db
    .insert(passwordResets)
    .values(reset)
    .onConflictDoUpdate({
      target: [passwordResets.accountKind, passwordResets.accountId],
      set: { passwordHash: reset.passwordHash, expiresAt: reset.expiresAt },
    });
}

/**
 * Takes back the reset whose temporary password hash is `passwordHash`, while it is still the account's: puts back
 * the reset pending before it (`previous`), or leaves none.
 */
export async function undoPasswordReset(
  db: Db,
  kind: PasswordAccountKind,
  id: number,
  passwordHash: string,
  previous: { passwordHash: string; expiresAt: string } | undefined,
) {
  const ours = and(
    eq(passwordResets.accountKind, kind),
    eq(passwordResets.accountId, id),
    eq(passwordResets.passwordHash, passwordHash),
  );
  if (previous) await db.update(passwordResets).set(previous).where(ours);
  else await db.delete(passwordResets).where(ours);
}

/** The account's temporary password hash, and until when it lasts, while it is pending and not expired. */
export async function findPendingReset(db: Db, kind: PasswordAccountKind, id: number) {
  const [row] = await db
    .select({ passwordHash: passwordResets.passwordHash, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.accountKind, kind),
        eq(passwordResets.accountId, id),
        gt(passwordResets.expiresAt, new Date().toISOString()),
      ),
    );
  return row;
}

/**
 * Uses up a temporary password: deletes its row if it is still there and unexpired. True for exactly one of
 * several parallel sign-ins with it (single use).
 */
export async function consumePasswordReset(
  db: Db,
  kind: PasswordAccountKind,
  id: number,
  passwordHash: string,
): Promise<boolean> {
  const deleted = await db
    .delete(passwordResets)
    .where(
      and(
        eq(passwordResets.accountKind, kind),
        eq(passwordResets.accountId, id),
        eq(passwordResets.passwordHash, passwordHash),
        gt(passwordResets.expiresAt, new Date().toISOString()),
      ),
    )
    .returning({ accountId: passwordResets.accountId });
  return deleted.length === 1;
}
