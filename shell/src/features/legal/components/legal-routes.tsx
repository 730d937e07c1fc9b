import { Route } from '@app/shared/router';
import { PricesScreen } from './prices-screen';
import { PrivacyScreen } from './privacy-screen';
import { TermsScreen } from './terms-screen';

/**
 * The legal pages' routes (issue 13 §4), the same under each prefix and outside any sign-in check: anyone may read
 * them, staff included. A fragment of `<Route>`s, called inside `<Routes>` (AppRoutes), so React Router sees them.
 */
export function legalRoutes() {
  return (
    <>
      <Route path="prices" element={<PricesScreen />} />
      <Route path="terms" element={<TermsScreen />} />
      <Route path="privacy" element={<PrivacyScreen />} />
    </>
  );
}
