import type { BasePath, Session } from '@app/shared';

// The URL kinds of spec §1 without React, so the Worker's page frame (shell/src/frame/page-frame.ts) can use them.

/** The URL kind of spec §1 a path belongs to. */
export function basePathOf(pathname: string): BasePath {
  if (/^\/admin(\/|$)/.test(pathname)) return '/admin';
  if (/^\/employee1(\/|$)/.test(pathname)) return '/employee1';
  return '';
}

/** The back office: spec §2 hides the Inmates and Friends menus and Contact Support there. */
export const isStaffPath = (basePath: BasePath) => basePath !== '';

/** The page's class: the back office is laid out wider, for its tables of many columns (frame.css `.page--wide`). */
export const pageClassName = (basePath: BasePath) => (isStaffPath(basePath) ? 'page page--wide' : 'page');

/** Whether the signed-in staff member may use this prefix: ADMIN for /admin, either role for /employee1. */
export function isStaffAllowed(session: Session, basePath: BasePath): boolean {
  const roles = session.staff?.roles ?? [];
  if (basePath === '/admin') return roles.includes('ADMIN');
  if (basePath === '/employee1') return roles.includes('EMPLOYEE1') || roles.includes('ADMIN');
  return false;
}
