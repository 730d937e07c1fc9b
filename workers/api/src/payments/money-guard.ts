import { createMiddleware } from 'hono/factory';
import { loadStaff, NOT_ALLOWED_MESSAGE } from '../auth/guards';
import { getSession } from '../auth/session';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';

/**
 * spec §6: EMPLOYEE1 sees no offers, no Subscribe and no Make Payment. A session of an EMPLOYEE1 staff member (alone
 * or acting as an inmate) may not select offers, start a card payment or pay: 403. ADMIN (a member with both roles
 * counts as ADMIN), inmates and anonymous visitors pass; the call's own guard does the rest.
 */
export function refuseEmployee1() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await getSession(c);
    const staff = await loadStaff(c, session);
    if (staff && !staff.roles.includes('ADMIN')) fail(403, NOT_ALLOWED_MESSAGE);
    await next();
  });
}
