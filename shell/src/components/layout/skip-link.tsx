import { useTranslation } from 'react-i18next';

/**
 * "Skip to main content" (issue 13 §2, WCAG 2.4.1 Bypass Blocks): the page's first focusable element, shown when
 * focused. A plain in-page link: the browser moves focus to `<main id="main" tabindex="-1">` (the router sees only
 * the fragment change, so the screen stays), and it works in the page frame before any script runs.
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a className="skip-link" href="#main">
      {t('skipLink')}
    </a>
  );
}
