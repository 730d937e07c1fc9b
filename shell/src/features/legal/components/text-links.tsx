import { Link } from '@app/shared/router';
import type { ReactNode } from 'react';
import { useBasePath } from '../../../lib/base-path';

/**
 * A link inside a sentence of the legal pages (<Trans> fills in its text): Contact Support is the public one, as
 * staff have none of their own on /employee1 (spec §6: staff do not see Contact Support).
 */
export function ContactLink({ children }: { children?: ReactNode }) {
  return <Link to="/contactus">{children}</Link>;
}

/** The Prices and fees page of the current prefix. */
export function PricesLink({ children }: { children?: ReactNode }) {
  return <Link to={`${useBasePath()}/prices`}>{children}</Link>;
}
