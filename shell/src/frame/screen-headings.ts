import type { Session } from '@app/shared';
import { basePathOf } from '../lib/url-kinds';

// The heading a remote screen shows first, before its data (issue 12 §5): the page frame writes it above the
// skeleton, and the shell's skeleton keeps it while the remote's code loads (ScreenSkeleton), so the screen's name is
// on the page from the first paint on and stays there when the remote takes over with the same heading. Plain
// TypeScript: the Worker imports it through page-frame.ts. Only screens whose first heading depends on nothing but
// the address and the session are listed; every other screen shows the skeleton alone.

/** The frame's words for these headings (frame-messages.*.ts `screens`), the same texts as the remotes' own. */
export type ScreenHeading = 'offers' | 'accountInfo';

/**
 * The heading of the screen at `pathname` with `search` for `session`: the offer selection (offers remote, any
 * prefix, not its registration step) and the account (account remote) of an inmate, or of staff acting as one.
 */
export function screenHeading(pathname: string, search: string, session: Session): ScreenHeading | undefined {
  const screen = pathname.slice(basePathOf(pathname).length).replace(/^\/+|\/+$/g, '');
  if (screen === 'inmates/register' && !new URLSearchParams(search).has('step')) return 'offers';
  if (screen === 'inmates/detail' && session.inmate) return 'accountInfo';
  return undefined;
}
