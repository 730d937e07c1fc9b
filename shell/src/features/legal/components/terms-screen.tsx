import { lazy } from 'react';
import { LegalPage } from './legal-page';

// The text's component loads when the page is first shown; the heading paints at once, as in the page frame.
const TermsText = lazy(() => import('./terms-text').then((module) => ({ default: module.TermsText })));

/** Terms of service (issue 13 §4): public, under every prefix. */
export function TermsScreen() {
  return (
    <LegalPage page="terms">
      <TermsText />
    </LegalPage>
  );
}
