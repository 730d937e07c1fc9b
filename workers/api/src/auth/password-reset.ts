import type { Context } from 'hono';
import { type Db, getDb } from '../db/client';
import type { PasswordAccountKind } from '../db/schema';
import type { AppEnv } from '../env';
import { mailLanguage, mailText } from '../mail/mail-text';
import { createMailer } from '../mail/mailer';
import { hashPassword, verifyPassword } from './password';
import {
  consumePasswordReset,
  findFriendByUsername,
  findInmateByUsername,
  findPendingReset,
  savePasswordReset,
  undoPasswordReset,
} from './queries';
import { takePasswordAttempt, takeReset } from './rate-limit';
import { temporaryPassword } from './temporary-password';

// spec §2 screen 9 and §7 resetpassword, made safe (docs/architecture.md "Password reset"): a reset mails a
// temporary password but replaces nothing. The account's own password keeps working; the temporary one signs in
// once within 60 minutes, into a session that must choose a new password.

/** spec §2 screen 9: the one answer of a reset, whether or not the account exists. */
export const RESET_MESSAGE =
  'If the email you provided matches our files - a temporary password was sent to you.';
export const TEMPORARY_PASSWORD_MINUTES = 60;

/**
 * Handles POST /api/resetpassword for a valid form: always answers RESET_MESSAGE (after the attempt limit). A
 * username and e-mail that match an inmate or a friend account (or both) get a new temporary password by mail for
 * each, at most 3 an hour per account. Each reset counts as an attempt on the username, like a wrong password.
 */
export async function resetPassword(c: Context<AppEnv>, form: { username: string; email: string }) {
  // Every reset counts as an attempt on the username, matched or not: an attempt given back to a matching pair
  // alone would tell, by when the limit answers, whether that username has that e-mail.
  await takePasswordAttempt(c, form.username);
  const db = getDb(c.env.DB);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password); // hashed either way: same time with or without account
  const [inmate, friend] = await Promise.all([
    findInmateByUsername(db, form.username),
    findFriendByUsername(db, form.username),
  ]);
  const sameEmail = (stored: string) => stored.toLowerCase() === form.email.toLowerCase();
  // Usernames are unique per kind: one person (a relative who also volunteers) may hold an inmate and a friend
  // account of the same name and e-mail, and each gets its own temporary password, its mail naming the account.
  const matches = [
    ...(inmate && sameEmail(inmate.email) ? [{ kind: 'inmate' as const, account: inmate }] : []),
    ...(friend && sameEmail(friend.email) ? [{ kind: 'friend' as const, account: friend }] : []),
  ];
  for (const [index, { kind, account }] of matches.entries()) {
    if (!(await takeReset(db, kind, account.id))) continue;
    const temporary = index === 0 ? { password, passwordHash } : await newTemporaryPassword();
    await sendTemporaryPassword(c, db, kind, account, temporary);
  }
  return c.json({ message: RESET_MESSAGE }, 200);
}

async function newTemporaryPassword() {
  const password = temporaryPassword();
  return { password, passwordHash: await hashPassword(password) };
}

async function sendTemporaryPassword(
  c: Context<AppEnv>,
  db: Db,
  kind: PasswordAccountKind,
  account: { id: number; email: string; firstName: string },
  temporary: { password: string; passwordHash: string },
) {
  const expiresAt = new Date(Date.now() + TEMPORARY_PASSWORD_MINUTES * 60_000).toISOString();
  // The temporary password an earlier reset mailed, still usable: it comes back if this one cannot be mailed.
  const previous = await findPendingReset(db, kind, account.id);
  await savePasswordReset(db, {
    accountKind: kind,
    accountId: account.id,
    passwordHash: temporary.passwordHash,
    expiresAt,
  });
  // In the language of the reset request (the reader asked for it from this browser).
  const language = mailLanguage(c);
  try {
    await createMailer(c.env).send({
      to: account.email,
      subject: mailText(language, 'passwordReset.subject'),
      text: [
        mailText(language, 'passwordReset.greeting', { name: account.firstName }),
        '',
        mailText(language, 'passwordReset.password', { password: temporary.password }),
        mailText(language, kind === 'inmate' ? 'passwordReset.forInmate' : 'passwordReset.forFriend'),
        '',
        mailText(language, 'passwordReset.once', { minutes: TEMPORARY_PASSWORD_MINUTES }),
        mailText(language, 'passwordReset.current'),
        mailText(language, 'passwordReset.ignore'),
      ].join('\n'),
    });
  } catch (error) {
    // The answer stays the same (it reveals nothing); the unsent temporary password must not stay usable, and the one
    // an earlier reset mailed, which the reader may be holding, works as before.
    await undoPasswordReset(db, kind, account.id, temporary.passwordHash, previous);
    console.error(`resetpassword: mail not sent: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * Signs in with the account's pending temporary password, once: answers its hash (for the forced change) when
 * `password` is it and this call used it up, null otherwise.
 */
export async function consumeTemporaryPassword(
  db: Db,
  kind: PasswordAccountKind,
  accountId: number,
  password: string,
): Promise<{ passwordHash: string } | null> {
  const pending = await findPendingReset(db, kind, accountId);
  if (!pending || !(await verifyPassword(password, pending.passwordHash))) return null;
  return (await consumePasswordReset(db, kind, accountId, pending.passwordHash)) ? pending : null;
}
