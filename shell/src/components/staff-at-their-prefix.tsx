import type { Role } from '@app/shared';
import { Navigate, useLocation } from '@app/shared/router';
import type { ReactNode } from 'react';
import { useSession } from '../lib/session/session-context';

// Spec §6: staff keep their role's limits wherever they open an account screen. The plain addresses hold the
// inmate's and the friend's own screens, which decide what to show by the URL kind (account remote lib/viewer.ts);
// staff reach them through the public menu's Acount Info or the back-office footer's pages, so a staff session
// there is sent to the same screen under its own prefix (docs/decisions.md "Staff acting as someone").

/** The screen under the staff's prefix for a plain-address account screen `pathname`; undefined to stay. */
export function staffPlaceOf(pathname: string, roles: readonly Role[]): string | undefined {
  const prefix = roles.includes('ADMIN') ? '/admin' : '/employee1';
  const path = pathname.replace(/\/+$/, '');
  if (path === '/inmates/detail' || path === '/inmates/changepassword') return `${prefix}/inmates/detail`;
  // Only an ADMIN acts as a friend (Manage Friends); the friend's screens exist under /admin only.
  if (prefix === '/admin' && (path === '/friends/detail' || path === '/friends/changepassword')) {
    return `/admin${path}`;
  }
  return undefined;
}

/** Shows `children` (a plain-address screen), or sends a staff session to its screen under the staff's prefix. */
export function StaffAtTheirPrefix({ children }: { children: ReactNode }) {
  const { session, ready } = useSession();
  const { pathname } = useLocation();
  const place = ready && session.staff ? staffPlaceOf(pathname, session.staff.roles) : undefined;
  return place ? <Navigate to={place} replace /> : children;
}
