import type { Context } from 'hono';
import type { AppEnv, SessionRecord } from '../env';
import { fail } from '../lib/errors';
import { getSession } from './session';

// Every screen names the account it shows in `X-Account` (shared accountKeyOf, sent by the request helper), and the
// calls of an account refuse a request made for another account than the session's (docs/decisions.md "Staff
// acting as someone"): staff who switched whom they act as in another tab, or another person who signed in there,
// share this session's cookie, and the older screen would otherwise act on the account the session holds now.

export const ACCOUNT_HEADER = 'X-Account';
export const ACCOUNT_CHANGED =
  'This page was opened for another account, changed since in another tab or window. Reload the page.';

/**
 * The account a session acts on, as accountKeyOf names it: `inmate:<id>` for an inmate or staff acting as one,
 * `friend:<id>` for a friend or an ADMIN acting as one; undefined for staff alone or nobody.
 */
export function sessionAccountKey(session: SessionRecord | null): string | undefined {
  if (session?.inmateId !== undefined) return `inmate:${session.inmateId}`;
  if (session?.friendId !== undefined) return `friend:${session.friendId}`;
  return undefined;
}

/**
 * 409 ACCOUNT_CHANGED when the request names an account (`X-Account`) other than `key`, the session's. A request
 * that names none (an older screen, a script) is not checked.
 * @example refuseOtherAccount(c, sessionAccountKey(session));
 */
export function refuseOtherAccount<E extends AppEnv>(c: Context<E>, key: string | undefined): void {
  const shown = c.req.header(ACCOUNT_HEADER);
  if (shown !== undefined && shown !== key) fail(409, ACCOUNT_CHANGED);
}

/**
 * For calls anyone may make that act on the session's account when it has one (the offer selection, which a Manual
 * Payment in another tab would book): checked only then, so a visitor without an account is never refused.
 */
export async function refuseOtherAccountOfSession<E extends AppEnv>(c: Context<E>): Promise<void> {
  const key = sessionAccountKey(await getSession(c));
  if (key !== undefined) refuseOtherAccount(c, key);
}
