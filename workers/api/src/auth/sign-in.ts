import { requestLanguage } from '@app/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { type Db, getDb } from '../db/client';
import { inmates, type PasswordAccountKind } from '../db/schema';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { UNUSABLE_HASH, verifyPassword } from './password';
import { consumeTemporaryPassword } from './password-reset';
import { findEmployeeByUserName, findFriendByUsername, findInmateByUsername } from './queries';
import { takePasswordAttempt } from './rate-limit';
import { getSession, type Identity, identityFacts, startSession, updateSession } from './session';
import { sessionAnswer } from './session-answer';

export const LOGIN_FAILED = 'Login Failed';

export type SignInKind = PasswordAccountKind | 'staff';

/** An account as its sign-in reads it: the hash checked and, in the same row, the generation of its sessions. */
type Account = { id: number; passwordHash: string; sessionGeneration: number };

const ACCOUNTS: Record<
  SignInKind,
  { find: (db: Db, username: string) => Promise<Account | undefined>; identity: (id: number) => Identity }
> = {
  inmate: { find: findInmateByUsername, identity: (id) => ({ inmateId: id }) },
  friend: { find: findFriendByUsername, identity: (id) => ({ friendId: id }) },
  // Staff sign-in (DESIGN.md, not in the spec); staff have no password reset.
  staff: { find: findEmployeeByUserName, identity: (id) => ({ staffId: id }) },
};

/** issue 13 §1: an inmate signing in themself sets the language of their e-mails to this browser's. */
async function rememberInmateLanguage(c: Context<AppEnv>, db: Db, inmateId: number) {
  const language = requestLanguage(c.req.header('Cookie'), c.req.header('Accept-Language'));
  await db
    .update(inmates)
    .set({ language })
    .where(and(eq(inmates.id, inmateId), ne(inmates.language, language)));
}

/**
 * The session a password sign-in as `identity` leads to. An ADMIN signing in as a friend (spec §2:
 * /admin/friends/login is an admin route, and lands on /admin/friends/detail) acts as them and stays signed in as
 * staff, as after Manage Friends' card; anyone else starts a fresh session holding the identity alone.
 */
async function signedInSession(
  c: Context<AppEnv>,
  kind: SignInKind,
  account: Account,
  temporaryPassword?: { passwordHash: string },
) {
  const identity = ACCOUNTS[kind].identity(account.id);
  if (kind === 'friend' && !temporaryPassword) {
    const current = await getSession(c);
    if (current?.staffId !== undefined && c.get('staff')?.roles.includes('ADMIN')) {
      const acting = { staffId: current.staffId, ...identity };
      const record = await updateSession(c, acting, await factsProvenBy(c, kind, acting, account));
      if (record) return record;
    }
  }
  return startSession(c, identity, temporaryPassword, await factsProvenBy(c, kind, identity, account));
}

/**
 * The facts of the session a sign-in starts (session.ts identityFacts), refused with Login Failed when the account's
 * sessions moved to a new generation since its row was read: its password was changed while the one given was being
 * checked, and a session stamped with the new generation would outlive the change meant to end it.
 */
async function factsProvenBy(c: Context<AppEnv>, kind: SignInKind, identity: Identity, account: Account) {
  const facts = await identityFacts(c, identity);
  const generation = kind === 'staff' ? facts.staffGeneration : facts.accountGeneration;
  if ((generation ?? 0) !== account.sessionGeneration) fail(401, LOGIN_FAILED);
  return facts;
}

/**
 * A password sign-in (spec §7): takes an attempt first (429 beyond the limits, rate-limit.ts), compares against a
 * dummy hash for unknown usernames (same cost as a wrong password), then against a pending temporary password of
 * an inmate or friend, which signs in once into a session that must change the password. Success starts a fresh
 * session and answers the session body.
 */
export async function signIn(
  c: Context<AppEnv>,
  kind: SignInKind,
  credentials: { username: string; password: string },
) {
  const attempt = await takePasswordAttempt(c, credentials.username);
  const db = getDb(c.env.DB);
  const account = await ACCOUNTS[kind].find(db, credentials.username);
  if (account && (await verifyPassword(credentials.password, account.passwordHash))) {
    const record = await signedInSession(c, kind, account);
    await attempt.succeeded();
    if (kind === 'inmate') await rememberInmateLanguage(c, db, account.id);
    return c.json(await sessionAnswer(c, record), 200);
  }
  if (!account) await verifyPassword(credentials.password, UNUSABLE_HASH);
  const temporary =
    account && kind !== 'staff'
      ? await consumeTemporaryPassword(db, kind, account.id, credentials.password)
      : null;
  if (!account || !temporary) fail(401, LOGIN_FAILED);
  const record = await signedInSession(c, kind, account, temporary);
  await attempt.succeeded();
  if (kind === 'inmate') await rememberInmateLanguage(c, db, account.id);
  return c.json(await sessionAnswer(c, record), 200);
}
