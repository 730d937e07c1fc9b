import type { BasePath, Session } from '@app/shared';
import { createContext, useContext } from 'react';

/** The URL kind of spec §1 the current page belongs to; the route table's layouts provide it. */
export const BasePathContext = createContext<BasePath>('');

/** '' for the public site, '/admin' or '/employee1' for the back office. */
export const useBasePath = () => useContext(BasePathContext);

/** The back office: spec §2 hides the Inmates and Friends menus and Contact Support there. */
export const isStaffPath = (basePath: BasePath) => basePath !== '';

/** Whether the signed-in staff member may use this prefix: ADMIN for /admin, either role for /employee1. */
export function isStaffAllowed(session: Session, basePath: BasePath): boolean {
  const roles = session.staff?.roles ?? [];
  if (basePath === '/admin') return roles.includes('ADMIN');
  if (basePath === '/employee1') return roles.includes('EMPLOYEE1') || roles.includes('ADMIN');
  return false;
}
