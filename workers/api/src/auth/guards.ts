import type { Role } from '@app/shared';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getDb } from '../db/client';
import type { AppEnv, SessionRecord, StaffMember } from '../env';
import { fail } from '../lib/errors';
import { refuseOtherAccount, sessionAccountKey } from './account-in-view';
import { guard } from './caller-check';
import { findEmployeeById } from './queries';
import { confirmSessionNow, getSession } from './session';

// Role guards of DESIGN.md "Who may call what": no session answers 401, the wrong role 403; nothing runs. On the hot
// reads a guard decides from the session's copy of the staff member and decides again once the route's D1 round trip
// has confirmed the caller (auth/caller-check.ts), before anything is answered. A signed-in caller whose screen shows
// another account than the session's is refused 409 first (auth/account-in-view.ts).

export const SIGN_IN_MESSAGE = 'Please sign in';
export const NOT_ALLOWED_MESSAGE = 'Not allowed';

function isSignedIn(session: SessionRecord | null): session is SessionRecord {
  return (
    session !== null &&
    (session.inmateId !== undefined || session.friendId !== undefined || session.staffId !== undefined)
  );
}

/** 401 for no session, 403 for a session of the wrong kind. */
const refuse = (session: SessionRecord | null): never =>
  isSignedIn(session) ? fail(403, NOT_ALLOWED_MESSAGE) : fail(401, SIGN_IN_MESSAGE);

/**
 * The session's staff member, when there is one and the account still exists: as D1 confirmed it for this request,
 * or the session's copy while a hot read has yet to confirm it.
 */
export async function loadStaff<E extends AppEnv>(
  c: Context<E>,
  session: SessionRecord | null,
): Promise<StaffMember | null> {
  if (session?.staffId === undefined) return null;
  const check = c.get('callerCheck');
  if (check === 'deferred') return session.staff ?? null;
  let staff = c.get('staff') ?? null;
  if (!staff && check !== 'done') {
    staff = (await findEmployeeById(getDb(c.env.DB), session.staffId)) ?? null;
    if (staff) c.set('staff', staff);
  }
  if (staff) confirmAgainOnceBodyRead(c, staff);
  return staff;
}

/**
 * A guard decides before the body is read, so another ADMIN may delete or demote this staff member while the body is
 * on its way (a slow phone's upload, a form on a poor line). Once the body has arrived (lib/validate.ts), the staff
 * member is read again: one deleted, or an ADMIN who is no longer one, is refused 403 `Not allowed` before the route
 * writes anything or calls the payment provider (docs/architecture.md "Back office API"). The back office's own
 * writes carry the same condition in their statement as well (auth/still-admin.ts).
 */
function confirmAgainOnceBodyRead<E extends AppEnv>(c: Context<E>, decided: StaffMember) {
  if (c.get('bodyReadCheck') !== undefined) return;
  c.set('bodyReadCheck', async () => {
    const now = await findEmployeeById(getDb(c.env.DB), decided.id);
    const lostAdmin = decided.roles.includes('ADMIN') && !now?.roles.includes('ADMIN');
    if (!now || lostAdmin) fail(403, NOT_ALLOWED_MESSAGE);
    c.set('staff', now);
  });
}

/** Runs a guard's decision, again after the caller is confirmed when it was not yet (caller-check.ts). */
export const decideAsCaller = <E extends AppEnv>(c: Context<E>, decide: () => Promise<void>) =>
  guard(c, decide, () => confirmSessionNow(c));

/** A staff session holding one of `roles` (used for the /admin/api and /employee1/api prefixes). */
export function requireStaff(...roles: Role[]) {
  return createMiddleware<AppEnv & { Variables: { staff: StaffMember } }>(async (c, next) => {
    await decideAsCaller(c, async () => {
      const session = await getSession(c);
      const staff = await loadStaff(c, session);
      // A staff session whose employee was removed counts as signed out.
      if (!staff) return refuse(session?.staffId === undefined ? session : null);
      if (!staff.roles.some((role) => roles.includes(role))) fail(403, NOT_ALLOWED_MESSAGE);
    });
    await next();
  });
}

/** The signed-in inmate, or staff acting as one; `c.get('inmateId')` is the inmate. */
export function requireInmate() {
  return createMiddleware<AppEnv & { Variables: { inmateId: number } }>(async (c, next) => {
    await decideAsCaller(c, async () => {
      const session = await getSession(c);
      if (session?.inmateId === undefined) return refuse(session);
      if (session.staffId !== undefined && !(await loadStaff(c, session))) return refuse(null);
      refuseOtherAccount(c, sessionAccountKey(session));
      c.set('inmateId', session.inmateId);
    });
    await next();
  });
}

/** The signed-in friend, or an ADMIN acting as one; `c.get('friendId')` is the friend. */
export function requireFriend() {
  return createMiddleware<AppEnv & { Variables: { friendId: number } }>(async (c, next) => {
    await decideAsCaller(c, async () => {
      const session = await getSession(c);
      if (session?.friendId === undefined) return refuse(session);
      if (session.staffId !== undefined) {
        const staff = await loadStaff(c, session);
        if (!staff?.roles.includes('ADMIN')) fail(403, NOT_ALLOWED_MESSAGE);
      }
      refuseOtherAccount(c, sessionAccountKey(session));
      c.set('friendId', session.friendId);
    });
    await next();
  });
}
