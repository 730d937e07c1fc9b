import { changePasswordSchema, loginSchema, resetPasswordSchema } from '@app/shared';
import type { Context } from 'hono';
import { getDb } from '../db/client';
import type { AppEnv } from '../env';
import { sameOriginOnly } from '../lib/csrf';
import { fail } from '../lib/errors';
import { createRouter } from '../lib/router';
import { formBody, jsonBody } from '../lib/validate';
import { requireStaff, SIGN_IN_MESSAGE } from './guards';
import { changePassword, requirePasswordOwner } from './password-change';
import { resetPassword } from './password-reset';
import { findFriendIdentity, findInmateIdentity } from './queries';
import { endSession, getSession, type Identity, updateSession } from './session';
import { sessionAnswer } from './session-answer';
import { LOGIN_FAILED, signIn } from './sign-in';

export { RESET_MESSAGE } from './password-reset';
export { LOGIN_FAILED } from './sign-in';

/** Parses the `id` query parameter of the log-in-as calls; anything but a positive integer is unknown. */
function idParam(c: Context): number | null {
  const text = c.req.query('id') ?? '';
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}

/**
 * Staff log in as an inmate (keep staffId, set inmateId, drop any friend acted as) or, ADMIN only, as a friend
 * (docs/architecture.md "Session"); 404 Login Failed for an unknown id.
 */
async function logInAs(c: Context<AppEnv>, kind: 'inmate' | 'friend') {
  const id = idParam(c);
  const db = getDb(c.env.DB);
  const account =
    id === null
      ? undefined
      : kind === 'inmate'
        ? await findInmateIdentity(db, id)
        : await findFriendIdentity(db, id);
  const session = await getSession(c);
  if (!account || !session) fail(404, LOGIN_FAILED);
  const identity: Identity = kind === 'inmate' ? { inmateId: account.id } : { friendId: account.id };
  const record = await updateSession(c, { staffId: session.staffId, ...identity });
  return c.json(await sessionAnswer(c, record), 200);
}

/**
 * Stop on the acting-as banner (issue 13 §5): the staff session drops the inmate or friend it acts as and keeps its
 * own identity and expiry; the answer is the session body. Staff who act as no one get the same answer.
 */
async function stopActing(c: Context<AppEnv>) {
  const session = await getSession(c);
  if (session?.staffId === undefined) fail(401, SIGN_IN_MESSAGE);
  const record = await updateSession(c, { staffId: session.staffId });
  return c.json(await sessionAnswer(c, record), 200);
}

export const authRoutes = createRouter()
  .post('/api/logininmate', jsonBody(loginSchema), (c) => signIn(c, 'inmate', c.req.valid('json')))
  .post('/api/loginfriend', jsonBody(loginSchema), (c) => signIn(c, 'friend', c.req.valid('json')))
  // Staff sign-in (DESIGN.md, not in the spec): the shell's Login screen under /admin and /employee1.
  .post('/api/loginstaff', jsonBody(loginSchema), (c) => signIn(c, 'staff', c.req.valid('json')))
  .get('/api/session', async (c) => c.json(await sessionAnswer(c, await getSession(c)), 200))
  .get('/api/logout', sameOriginOnly(), async (c) => {
    await endSession(c);
    return c.json({}, 200);
  })
  // The /admin/api and /employee1/api prefixes are guarded in createApp (ADMIN; EMPLOYEE1 or ADMIN).
  .get('/admin/api/logininmate', sameOriginOnly(), (c) => logInAs(c, 'inmate'))
  .get('/employee1/api/logininmate', sameOriginOnly(), (c) => logInAs(c, 'inmate'))
  .get('/admin/api/loginfriend', sameOriginOnly(), (c) => logInAs(c, 'friend'))
  // Staff of either role, on any prefix's page: the banner shows wherever they are while acting.
  .post('/api/stopacting', requireStaff('ADMIN', 'EMPLOYEE1'), stopActing)
  .post('/api/changepassword', requirePasswordOwner(), formBody(changePasswordSchema), (c) =>
    changePassword(c, c.get('passwordOwner'), c.req.valid('form')),
  )
  // spec §7 resetpassword: the same answer whether or not an account matches, so it reveals nothing.
  .post('/api/resetpassword', formBody(resetPasswordSchema), (c) => resetPassword(c, c.req.valid('form')));
