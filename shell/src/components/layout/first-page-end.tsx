import { useLocation } from '@app/shared/router';
import { useEffect } from 'react';
import { endFirstPage } from '../../lib/first-screen';

/**
 * Ends the first page's painted screen and first reads (lib/first-screen.ts) at the first navigation: the router's
 * first location has the key `default`, every later one a key of its own.
 */
export function FirstPageEnd() {
  const { key } = useLocation();
  useEffect(() => {
    if (key !== 'default') endFirstPage();
  }, [key]);
  return null;
}
