import { createMiddleware } from 'hono/factory';
import { refuseOtherAccount, sessionAccountKey } from '../auth/account-in-view';
import { decideAsCaller, loadStaff, NOT_ALLOWED_MESSAGE, SIGN_IN_MESSAGE } from '../auth/guards';
import { getSession } from '../auth/session';
import type { AppEnv, StaffMember } from '../env';
import { fail } from '../lib/errors';

/**
 * Who looks at an inmate account (spec §6, DESIGN.md "Who may call what"): the inmate, an ADMIN acting as the
 * inmate, or an EMPLOYEE1 acting as the inmate. A member with both roles counts as ADMIN.
 */
export type Viewer = 'inmate' | 'admin' | 'employee1';

export const ALL_VIEWERS: readonly Viewer[] = ['inmate', 'admin', 'employee1'];
/** The inmate's contact details and payments (name, e-mail, renewing with the card): never EMPLOYEE1 (spec §6). */
export const INMATE_OR_ADMIN: readonly Viewer[] = ['inmate', 'admin'];
/** Staff work on the account (admin notes, credit charges). */
export const STAFF: readonly Viewer[] = ['admin', 'employee1'];

export const CHOOSE_INMATE_MESSAGE = 'Log in as an inmate first';

export type AccountVariables = {
  /** The inmate whose account this is (`c.get('inmateId')`, as `requireInmate` sets it). */
  inmateId: number;
  viewer: Viewer;
  /** The staff member acting as the inmate, when a viewer is staff. */
  agent: StaffMember | undefined;
};

/**
 * The session's inmate account, seen by one of `allowed`: no session answers 401, staff not acting as an inmate
 * 403 (`Log in as an inmate first`), a viewer outside `allowed` 403 `Not allowed`, a request whose `X-Account` names
 * another account 409 (auth/account-in-view.ts). Nothing runs after a refusal.
 */
export function requireAccount(allowed: readonly Viewer[] = ALL_VIEWERS) {
  return createMiddleware<AppEnv & { Variables: AccountVariables }>(async (c, next) => {
    // Decided again with the confirmed staff member on the hot reads (auth/caller-check.ts): the viewer the answer
    // is shaped for is always the one D1 confirmed.
    await decideAsCaller(c, async () => {
      const session = await getSession(c);
      const signedIn =
        session !== null &&
        (session.inmateId !== undefined || session.friendId !== undefined || session.staffId !== undefined);
      if (!signedIn) fail(401, SIGN_IN_MESSAGE);
      let agent: StaffMember | undefined;
      let viewer: Viewer = 'inmate';
      if (session.staffId !== undefined) {
        agent = (await loadStaff(c, session)) ?? undefined;
        // A staff session whose employee was removed counts as signed out.
        if (!agent) fail(401, SIGN_IN_MESSAGE);
        viewer = agent.roles.includes('ADMIN') ? 'admin' : 'employee1';
      }
      if (session.inmateId === undefined) {
        fail(403, agent ? CHOOSE_INMATE_MESSAGE : NOT_ALLOWED_MESSAGE);
      }
      if (!allowed.includes(viewer)) fail(403, NOT_ALLOWED_MESSAGE);
      // A caller in their role, on a screen opened for another account (switched since in another tab): 409.
      refuseOtherAccount(c, sessionAccountKey(session));
      c.set('inmateId', session.inmateId);
      c.set('viewer', viewer);
      c.set('agent', agent);
    });
    await next();
  });
}
