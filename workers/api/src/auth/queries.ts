import type { Session } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employees, friends, inmates } from '../db/schema';
import type { SessionRecord } from '../env';

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

export async function findInmateIdentity(db: Db, id: number) {
  return db.query.inmates.findFirst({
    columns: { id: true, username: true, firstName: true },
    where: eq(inmates.id, id),
  });
}

export async function findFriendIdentity(db: Db, id: number) {
  return db.query.friends.findFirst({ columns: { id: true, username: true }, where: eq(friends.id, id) });
}

export async function setInmatePassword(db: Db, id: number, passwordHash: string) {
  await db.update(inmates).set({ passwordHash }).where(eq(inmates.id, id));
}

export async function setFriendPassword(db: Db, id: number, passwordHash: string) {
  await db.update(friends).set({ passwordHash }).where(eq(friends.id, id));
}

export async function findInmatePasswordHash(db: Db, id: number) {
  const row = await db.query.inmates.findFirst({
    columns: { passwordHash: true },
    where: eq(inmates.id, id),
  });
  return row?.passwordHash;
}

export async function findFriendPasswordHash(db: Db, id: number) {
  const row = await db.query.friends.findFirst({
    columns: { passwordHash: true },
    where: eq(friends.id, id),
  });
  return row?.passwordHash;
}

/** `GET /api/session`'s answer (docs/architecture.md): each part present only while its account exists. */
export async function sessionBody(db: Db, record: SessionRecord | null): Promise<Session> {
  const body: Session = {};
  if (!record) return body;
  const [inmate, friend, staff] = await Promise.all([
    record.inmateId !== undefined ? findInmateIdentity(db, record.inmateId) : undefined,
    record.friendId !== undefined ? findFriendIdentity(db, record.friendId) : undefined,
    record.staffId !== undefined ? findEmployeeById(db, record.staffId) : undefined,
  ]);
  if (inmate) body.inmate = inmate;
  if (friend) body.friend = friend;
  if (staff) body.staff = { id: staff.id, name: staff.name, roles: staff.roles };
  return body;
}
