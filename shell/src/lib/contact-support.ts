import { isStaffPath, useBasePath } from './base-path';
import { useSession } from './session/session-context';

/**
 * Whether the page offers Contact Support: never to staff (spec §2 footer "hidden for staff", §6 "Staff … do not
 * see Contact Support"), neither on the back office's pages nor for a staff session on any page.
 */
export function useContactSupportShown(): boolean {
  const basePath = useBasePath();
  const { session } = useSession();
  return !isStaffPath(basePath) && session.staff === undefined;
}
