import type { Session } from '@app/shared';
import { Navigate, Outlet, useLocation } from '@app/shared/router';
import { useSession } from '../../../lib/session/session-context';

/**
 * Where a session that signed in with a temporary password must go (docs/architecture.md "Password reset"):
 * the change-password screen of its kind, under the public prefix (staff never sign in with one).
 */
export function forcedChangePath(session: Session): string | null {
  if (!session.mustChangePassword) return null;
  if (session.inmate) return '/inmates/changepassword';
  if (session.friend) return '/friends/changepassword';
  return null;
}

/**
 * Keeps a session that must change its password on the change-password screen: any other route redirects
 * there until the change clears the flag (the server refuses the other calls with 403 meanwhile).
 */
export function RequirePasswordChange() {
  const { session } = useSession();
  const { pathname } = useLocation();
  const target = forcedChangePath(session);
  if (target && pathname !== target) return <Navigate to={target} replace />;
  return <Outlet />;
}
