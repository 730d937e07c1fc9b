import { Link } from '@app/shared/router';
import type { ReactNode } from 'react';
import { useBasePath } from '../../../lib/base-path';
import { useContactSupportShown } from '../../../lib/contact-support';

/**
 * Contact Support inside a sentence of the legal pages (<Trans> fills in its text): the public page's link, and
 * for staff the words alone, as staff have no Contact Support (useContactSupportShown).
 */
export function ContactLink({ children }: { children?: ReactNode }) {
  if (!useContactSupportShown()) return <>{children}</>;
  return <Link to="/contactus">{children}</Link>;
}

/** The Prices and fees page of the current prefix. */
export function PricesLink({ children }: { children?: ReactNode }) {
  return <Link to={`${useBasePath()}/prices`}>{children}</Link>;
}
