import { Navigate, Outlet, useLocation } from '@app/shared/router';
import { isStaffAllowed, useBasePath } from '../lib/base-path';
import { useSession } from '../lib/session/session-context';

/**
 * Guards the back office: an /admin or /employee1 page without a fitting staff session (once the session
 * has loaded) goes to that prefix's login, which brings the person back here afterwards. Staff signed in without
 * the role the page needs (EMPLOYEE1 at /admin) are told so there (`needsAdmin`), with the way to their own tools.
 */
export function RequireStaff() {
  const basePath = useBasePath();
  const { session, ready } = useSession();
  const location = useLocation();
  if (!ready) return null;
  if (!isStaffAllowed(session, basePath)) {
    const from = `${location.pathname}${location.search}`;
    const needsAdmin = session.staff !== undefined;
    return <Navigate to={`${basePath}/login`} replace state={{ from, needsAdmin }} />;
  }
  return <Outlet />;
}
