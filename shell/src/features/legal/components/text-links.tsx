import { Link } from '@app/shared/router';
import type { ReactNode } from 'react';
import { isStaffPath, useBasePath } from '../../../lib/base-path';

/**
 * Contact Support inside a sentence of the legal pages (<Trans> fills in its text): the public page's link, and on
 * the back office's copies the words alone, as staff have no Contact Support (spec §2 "hidden for staff", §6).
 */
export function ContactLink({ children }: { children?: ReactNode }) {
  if (isStaffPath(useBasePath())) return <>{children}</>;
  return <Link to="/contactus">{children}</Link>;
}

/** The Prices and fees page of the current prefix. */
export function PricesLink({ children }: { children?: ReactNode }) {
  return <Link to={`${useBasePath()}/prices`}>{children}</Link>;
}
