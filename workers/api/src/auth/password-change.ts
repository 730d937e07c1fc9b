import type { ChangePasswordData } from '@app/shared';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getDb } from '../db/client';
import type { PasswordAccountKind } from '../db/schema';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { loadStaff, NOT_ALLOWED_MESSAGE, SIGN_IN_MESSAGE } from './guards';
import { hashPassword, verifyPassword } from './password';
import { changeAccountPassword, findPasswordAccount } from './queries';
import { takePasswordAttempt } from './rate-limit';
import { getSession, keepSessionAfterPasswordChange } from './session';
import { LOGIN_FAILED } from './sign-in';

export const PASSWORD_CHANGED = 'Password changed';

type PasswordOwner = { kind: PasswordAccountKind; id: number };

/**
 * spec §7 changepassword: the signed-in inmate or friend whose password changes. Staff acting as an inmate
 * never change the inmate's password (DESIGN.md); an ADMIN acting as a friend may, knowing the old one.
 */
export function requirePasswordOwner() {
  return createMiddleware<AppEnv & { Variables: { passwordOwner: PasswordOwner } }>(async (c, next) => {
    const session = await getSession(c);
    if (!session || (session.inmateId === undefined && session.friendId === undefined)) {
      if (session?.staffId === undefined) fail(401, SIGN_IN_MESSAGE);
      fail(403, NOT_ALLOWED_MESSAGE);
    }
    if (session.staffId !== undefined) {
      const staff = await loadStaff(c, session);
      if (session.inmateId !== undefined || !staff?.roles.includes('ADMIN')) fail(403, NOT_ALLOWED_MESSAGE);
    }
    c.set(
      'passwordOwner',
      session.inmateId !== undefined
        ? { kind: 'inmate', id: session.inmateId }
        : { kind: 'friend', id: session.friendId as number },
    );
    await next();
  });
}

/**
 * Changes the owner's password (docs/architecture.md "Password change"): the old password is checked under the
 * sign-in limits (a session that signed in with a temporary password may give that one instead); the change
 * ends every other session of the account, staff acting as it included, and keeps the caller's.
 */
export async function changePassword<E extends AppEnv>(
  c: Context<E>,
  owner: PasswordOwner,
  change: ChangePasswordData,
) {
  const db = getDb(c.env.DB);
  const account = await findPasswordAccount(db, owner.kind, owner.id);
  if (!account) fail(401, SIGN_IN_MESSAGE);
  const attempt = await takePasswordAttempt(c, account.username);
  const session = await getSession(c);
  const temporaryHash = session?.temporaryPasswordHash;
  const matches =
    (await verifyPassword(change.password, account.passwordHash)) ||
    (temporaryHash !== undefined && (await verifyPassword(change.password, temporaryHash)));
  if (!matches) fail(400, LOGIN_FAILED);
  await attempt.succeeded();
  const generation = await changeAccountPassword(
    db,
    // The generation this session was confirmed at: a change that ended it, even before the account was read here,
    // leaves this one changing nothing.
    { ...owner, generation: session?.accountGeneration ?? 0 },
    await hashPassword(change.newPassword),
  );
  // Another change of the account's password came first: it ended this session, and this change changes nothing.
  if (generation === undefined) fail(401, SIGN_IN_MESSAGE);
  await keepSessionAfterPasswordChange(c, generation);
  return c.json({ message: PASSWORD_CHANGED }, 200);
}
