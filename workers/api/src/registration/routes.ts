import {
  type RegisterInmateAnswer,
  type RegistrationData,
  registrationSchema,
  requestLanguage,
} from '@app/shared';
import { eq, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { NOT_ALLOWED_MESSAGE } from '../auth/guards';
import { hashPassword } from '../auth/password';
import { getSession, startSession } from '../auth/session';
import { actingAdminId, insertAsAdmin } from '../auth/still-admin';
import { type Db, getDb } from '../db/client';
import { isEmailTaken, isUniqueViolation } from '../db/errors';
import { inmates } from '../db/schema';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { createRouter } from '../lib/router';
import { jsonBody } from '../lib/validate';

export const USERNAME_TAKEN = 'This username is already taken';
export const EMAIL_TAKEN = 'This e-mail address is already registered';
/** spec §8 success message. */
export const REGISTERED = 'Registered user';

const SECRET_CODE_DIGITS = 6;

/** A random 6-digit code the inmate keys in on the phone (unique; a clash is retried). */
function secretCode(): string {
  const limit = 10 ** SECRET_CODE_DIGITS;
  const ceiling = Math.floor(0x1_0000_0000 / limit) * limit;
  const value = new Uint32Array(1);
  do crypto.getRandomValues(value);
  while ((value[0] ?? 0) >= ceiling);
  return String((value[0] ?? 0) % limit).padStart(SECRET_CODE_DIGITS, '0');
}

async function takenMessage(db: Db, data: RegistrationData): Promise<string | undefined> {
  const rows = await db
    .select({ username: inmates.username })
    .from(inmates)
    .where(or(eq(inmates.username, data.username), sql`lower(${inmates.email}) = lower(${data.email})`))
    .limit(2);
  if (rows.some((row) => row.username === data.username)) return USERNAME_TAKEN;
  if (rows.length > 0) return EMAIL_TAKEN;
  return undefined;
}

/**
 * Creates the inmate of a registration payload (spec §3, §5); a taken username or e-mail answers 409 with a
 * clear message, also when two registrations race (the unique indexes decide). An ADMIN's (`adminId`) is written
 * only while they are still an ADMIN (auth/still-admin.ts): 403 `Not allowed` otherwise.
 */
async function createInmate(c: Context<AppEnv>, data: RegistrationData, adminId?: number) {
  const db = getDb(c.env.DB);
  const taken = await takenMessage(db, data);
  if (taken) fail(409, taken);
  const passwordHash = await hashPassword(data.password);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const row = {
        firstName: data.firstName,
        lastName: data.lastName,
        username: data.username,
        email: data.email,
        passwordHash,
        secretCode: secretCode(),
        // issue 13 §1: the language of the inmate's e-mails, from the registering browser.
        language: requestLanguage(c.req.header('Cookie'), c.req.header('Accept-Language')),
      };
      const insert =
        adminId === undefined ? db.insert(inmates).values(row) : insertAsAdmin(db, adminId, inmates, row);
      const [inmate] = await insert.returning({
        id: inmates.id,
        username: inmates.username,
        firstName: inmates.firstName,
      });
      if (inmate) return inmate;
      if (adminId !== undefined) fail(403, NOT_ALLOWED_MESSAGE);
    } catch (error) {
      if (isUniqueViolation(error, 'inmates.username')) fail(409, USERNAME_TAKEN);
      if (isEmailTaken(error, 'inmates')) fail(409, EMAIL_TAKEN);
      if (!isUniqueViolation(error, 'inmates.secret_code')) throw error;
    }
  }
  throw new Error('no free secret code after 5 attempts');
}

/**
 * spec §7 registerinmate: the public registration signs the new inmate in; the admin's does not. Staff register
 * through /admin/api (EMPLOYEE1 cannot create inmates, spec §6), so the public call refuses a staff session rather
 * than silently replacing it with the new inmate's.
 */
export const registrationRoutes = createRouter()
  .post('/api/registerinmate', jsonBody(registrationSchema), async (c) => {
    if ((await getSession(c))?.staffId !== undefined) fail(403, NOT_ALLOWED_MESSAGE);
    const inmate = await createInmate(c, c.req.valid('json'));
    // A fresh session for the new inmate; the offer selection made before registering carries over.
    await startSession(c, { inmateId: inmate.id });
    const answer: RegisterInmateAnswer = {
      message: REGISTERED,
      inmate,
      forward: '/inmates/paymentmethod',
    };
    return c.json(answer, 200);
  })
  // ADMIN (the /admin/api guard): the admin stays signed in as themselves and lands on /admin/inmates.
  .post('/admin/api/registerinmate', jsonBody(registrationSchema), async (c) => {
    const inmate = await createInmate(c, c.req.valid('json'), actingAdminId(c));
    const answer: RegisterInmateAnswer = {
      message: REGISTERED,
      inmate,
      forward: '/admin/inmates',
    };
    return c.json(answer, 200);
  });
