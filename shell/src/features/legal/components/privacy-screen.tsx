import { lazy } from 'react';
import { LegalPage } from './legal-page';

// The text's component loads when the page is first shown; the heading paints at once, as in the page frame.
const PrivacyText = lazy(() => import('./privacy-text').then((module) => ({ default: module.PrivacyText })));

/** Privacy (issue 13 §4): public, under every prefix. */
export function PrivacyScreen() {
  return (
    <LegalPage page="privacy">
      <PrivacyText />
    </LegalPage>
  );
}
