import { Navigate, Outlet, useLocation } from '@app/shared/router';
import { isStaffAllowed, useBasePath } from '../lib/base-path';
import { useSession } from '../lib/session/session-context';

/**
 * Guards the back office: an /admin or /employee1 page without a fitting staff session (once the session
 * has loaded) goes to that prefix's login, which brings the person back here afterwards.
 */
export function RequireStaff() {
  const basePath = useBasePath();
  const { session, ready } = useSession();
  const location = useLocation();
  if (!ready) return null;
  if (!isStaffAllowed(session, basePath)) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={`${basePath}/login`} replace state={{ from }} />;
  }
  return <Outlet />;
}
