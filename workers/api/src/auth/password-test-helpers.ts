import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { call } from '../../test/http';
import { getDb } from '../db/client';
import { inmates, mailOutbox } from '../db/schema';

// Helpers of the password change and reset tests.

export const NEW_PASSWORD = 'Changed#2026y';

const db = () => getDb(env.DB);

export async function inmatePasswordHash(id: number) {
  const row = await db().query.inmates.findFirst({ where: eq(inmates.id, id) });
  return row?.passwordHash;
}

export async function outbox() {
  return db().select().from(mailOutbox);
}

/** The temporary password of the last mail to `address` ('' when there is none). */
export async function temporaryPasswordMailedTo(address: string): Promise<string> {
  const mail = (await outbox()).filter((row) => row.to === address).at(-1);
  return /temporary password is: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
}

export function requestReset(form: Record<string, string>) {
  return call('/api/resetpassword', { form });
}

export function changePassword(cookie: string | undefined, form: Record<string, string>) {
  return call('/api/changepassword', { form, ...(cookie ? { cookie } : {}) });
}

/** The password of a change that another change of the same account overtook. */
export const OTHER_PASSWORD = 'Other#2026zz';

/**
 * After two changes of one account at once, the owner's (to NEW_PASSWORD, answered `Password changed`) stands: their
 * session reads the account, their password signs in, OTHER_PASSWORD never does.
 */
export async function expectOwnersChangeStands(username: string, ownerCookie: string) {
  expect((await call('/api/getinmatedetail', { cookie: ownerCookie })).status).toBe(200);
  const signIn = (password: string) => call('/api/logininmate', { json: { username, password } });
  expect((await signIn(NEW_PASSWORD)).status).toBe(200);
  expect((await signIn(OTHER_PASSWORD)).status).toBe(401);
}
