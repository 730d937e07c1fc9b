import type { BasePath, Session } from '@app/shared';

/**
 * Who looks at a friend screen, by the URL kind of spec §1: the friend or a visitor (no prefix), or an ADMIN acting
 * as a friend (/admin). The server enforces the same by role; the screens only hide what a viewer may not use.
 */
export type Viewer = 'public' | 'admin';

export const viewerFor = (basePath: BasePath): Viewer => (basePath === '/admin' ? 'admin' : 'public');

/** An ADMIN on an /admin page (spec §2 screen 10: the intro's editor is theirs). */
export const isAdmin = (basePath: BasePath, session: Session): boolean =>
  viewerFor(basePath) === 'admin' && Boolean(session.staff?.roles.includes('ADMIN'));
