import type { BasePath } from '@app/shared';
import { Outlet, useLocation } from '@app/shared/router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BasePathContext, pageClassName } from '../../lib/base-path';
import { useSession } from '../../lib/session/session-context';
import { ScreenErrorBoundary } from '../screen-error-boundary';
import { ActingBanner } from './acting-banner';
import { Footer } from './footer';
import { LanguageSwitcher } from './language-switcher';
import { Navigation } from './navigation';
import { SkipLink } from './skip-link';

/** The page frame of one URL kind (spec §1): navigation, the screen, the footer. */
export function Layout({ basePath }: { basePath: BasePath }) {
  const { ready } = useSession();
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  const loading = <p className="loading">{t('loading')}</p>;
  return (
    <BasePathContext value={basePath}>
      <div className={pageClassName(basePath)}>
        {/* Issue 13 §2 (WCAG 2.4.1): the first thing a keyboard reaches skips the navigation. */}
        <SkipLink />
        {/* Issue 13 §5: whom staff act as, above everything else on every page. */}
        <ActingBanner />
        <header className="page__header">
          <div className="page__bar">
            <Navigation />
            <LanguageSwitcher />
          </div>
        </header>
        <main id="main" className="page__main" tabIndex={-1}>
          {ready ? (
            // A shell screen whose chunk did not load says so with Retry (a fresh page load) instead of a blank page.
            <ScreenErrorBoundary resetKey={pathname} onRetry={() => window.location.reload()}>
              <Suspense fallback={loading}>
                <Outlet />
              </Suspense>
            </ScreenErrorBoundary>
          ) : (
            loading
          )}
        </main>
        <Footer />
      </div>
    </BasePathContext>
  );
}
