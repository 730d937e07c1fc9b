import { changePasswordSchema, loginSchema, resetPasswordSchema } from '@app/shared';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type Db, getDb } from '../db/client';
import type { AppEnv } from '../env';
import { sameSiteOnly } from '../lib/csrf';
import { createRouter } from '../lib/router';
import { formBody, jsonBody } from '../lib/validate';
import { createMailer } from '../mail/mailer';
import { loadStaff, NOT_ALLOWED_MESSAGE, SIGN_IN_MESSAGE } from './guards';
import { hashPassword, UNUSABLE_HASH, verifyPassword } from './password';
import {
  findEmployeeByUserName,
  findFriendByUsername,
  findFriendIdentity,
  findFriendPasswordHash,
  findInmateByUsername,
  findInmateIdentity,
  findInmatePasswordHash,
  sessionBody,
  setFriendPassword,
  setInmatePassword,
} from './queries';
import {
  clearSignInFailures,
  isSignInLocked,
  recordSignInFailure,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from './rate-limit';
import { endSession, getSession, type Identity, startSession, updateSession } from './session';
import { temporaryPassword } from './temporary-password';

export const LOGIN_FAILED = 'Login Failed';
/** spec §2 screen 9: the one answer of a reset, whether or not the account exists. */
export const RESET_MESSAGE =
  'If the email you provided matches our files - a temporary password was sent to you.';

type Account = { id: number; passwordHash: string };

/**
 * A password sign-in (spec §7): counts failures against the username and address, compares against a dummy
 * hash for unknown usernames (same cost as a wrong password), and starts a fresh session on success.
 */
async function signIn(
  c: Context<AppEnv>,
  credentials: { username: string; password: string },
  findAccount: (db: Db, username: string) => Promise<Account | undefined>,
  identity: (account: Account) => Identity,
) {
  if (await isSignInLocked(c, credentials.username)) {
    return c.json({ error: TOO_MANY_ATTEMPTS_MESSAGE }, 429);
  }
  const db = getDb(c.env.DB);
  const account = await findAccount(db, credentials.username);
  const matches = await verifyPassword(credentials.password, account?.passwordHash ?? UNUSABLE_HASH);
  if (!account || !matches) {
    await recordSignInFailure(c, credentials.username);
    return c.json({ error: LOGIN_FAILED }, 401);
  }
  await clearSignInFailures(c, credentials.username);
  const record = await startSession(c, identity(account));
  return c.json(await sessionBody(db, record), 200);
}

/** Parses the `id` query parameter of the log-in-as calls; anything but a positive integer is unknown. */
function idParam(c: Context): number | null {
  const text = c.req.query('id') ?? '';
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}

/** Staff log in as an inmate: keep staffId, set inmateId, drop any friend acted as (docs/architecture.md). */
async function logInAsInmate(c: Context<AppEnv>) {
  const id = idParam(c);
  const db = getDb(c.env.DB);
  const inmate = id === null ? undefined : await findInmateIdentity(db, id);
  const session = await getSession(c);
  if (!inmate || !session) return c.json({ error: LOGIN_FAILED }, 404);
  const record = await updateSession(c, { staffId: session.staffId, inmateId: inmate.id });
  return c.json(await sessionBody(db, record), 200);
}

/**
 * spec §7 changepassword: the signed-in inmate or friend whose password changes. Staff acting as an inmate
 * never change the inmate's password (DESIGN.md); an ADMIN acting as a friend may, knowing the old one.
 */
function requirePasswordOwner() {
  return createMiddleware<
    AppEnv & { Variables: { passwordOwner: { kind: 'inmate' | 'friend'; id: number } } }
  >(async (c, next) => {
    const session = await getSession(c);
    if (!session || (session.inmateId === undefined && session.friendId === undefined)) {
      return session?.staffId === undefined
        ? c.json({ error: SIGN_IN_MESSAGE }, 401)
        : c.json({ error: NOT_ALLOWED_MESSAGE }, 403);
    }
    if (session.staffId !== undefined) {
      const staff = await loadStaff(c, session);
      if (session.inmateId !== undefined || !staff?.roles.includes('ADMIN')) {
        return c.json({ error: NOT_ALLOWED_MESSAGE }, 403);
      }
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

export const authRoutes = createRouter()
  .post('/api/logininmate', jsonBody(loginSchema), (c) =>
    signIn(c, c.req.valid('json'), findInmateByUsername, (inmate) => ({ inmateId: inmate.id })),
  )
  .post('/api/loginfriend', jsonBody(loginSchema), (c) =>
    signIn(c, c.req.valid('json'), findFriendByUsername, (friend) => ({ friendId: friend.id })),
  )
  // Staff sign-in (DESIGN.md, not in the spec): the shell's Login screen under /admin and /employee1.
  .post('/api/loginstaff', jsonBody(loginSchema), (c) =>
    signIn(c, c.req.valid('json'), findEmployeeByUserName, (employee) => ({ staffId: employee.id })),
  )
  .get('/api/session', async (c) => c.json(await sessionBody(getDb(c.env.DB), await getSession(c)), 200))
  .get('/api/logout', sameSiteOnly(), async (c) => {
    await endSession(c);
    return c.json({}, 200);
  })
  // The /admin/api and /employee1/api prefixes are guarded in createApp (ADMIN; EMPLOYEE1 or ADMIN).
  .get('/admin/api/logininmate', sameSiteOnly(), logInAsInmate)
  .get('/employee1/api/logininmate', sameSiteOnly(), logInAsInmate)
  .get('/admin/api/loginfriend', sameSiteOnly(), async (c) => {
    const id = idParam(c);
    const db = getDb(c.env.DB);
    const friend = id === null ? undefined : await findFriendIdentity(db, id);
    const session = await getSession(c);
    if (!friend || !session) return c.json({ error: LOGIN_FAILED }, 404);
    const record = await updateSession(c, { staffId: session.staffId, friendId: friend.id });
    return c.json(await sessionBody(db, record), 200);
  })
  .post('/api/changepassword', requirePasswordOwner(), formBody(changePasswordSchema), async (c) => {
    const { password, newPassword } = c.req.valid('form');
    const { kind, id } = c.var.passwordOwner;
    const db = getDb(c.env.DB);
    const stored =
      kind === 'inmate' ? await findInmatePasswordHash(db, id) : await findFriendPasswordHash(db, id);
    if (!stored || !(await verifyPassword(password, stored))) return c.json({ error: LOGIN_FAILED }, 400);
    const passwordHash = await hashPassword(newPassword);
    if (kind === 'inmate') await setInmatePassword(db, id, passwordHash);
    else await setFriendPassword(db, id, passwordHash);
    return c.json({ message: 'Password changed' }, 200);
  })
  // spec §7 resetpassword: the same answer whether or not an account matches, so it reveals nothing.
  .post('/api/resetpassword', formBody(resetPasswordSchema), async (c) => {
    const { username, email } = c.req.valid('form');
    const db = getDb(c.env.DB);
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password); // hashed either way: same time with or without account
    const [inmate, friend] = await Promise.all([
      findInmateByUsername(db, username),
      findFriendByUsername(db, username),
    ]);
    const sameEmail = (stored: string) => stored.toLowerCase() === email.toLowerCase();
    const account =
      inmate && sameEmail(inmate.email) ? inmate : friend && sameEmail(friend.email) ? friend : null;
    if (account) {
      try {
        // Mail first: if it cannot be sent, the old password still works.
        await createMailer(c.env).send({
          to: account.email,
          subject: 'Your temporary password',
          text: `Hello ${account.firstName},\n\nYour temporary password is: ${password}\n\nSign in with it and change it from your account page.\nIf you did not ask for a new password, contact support.`,
        });
        if (account === inmate) await setInmatePassword(db, account.id, passwordHash);
        else await setFriendPassword(db, account.id, passwordHash);
      } catch (error) {
        console.error(`resetpassword: mail not sent: ${error instanceof Error ? error.message : error}`);
      }
    }
    return c.json({ message: RESET_MESSAGE }, 200);
  });
