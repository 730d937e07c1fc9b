import type { BasePath } from '@app/shared';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { BasePathContext } from '../../lib/base-path';
import { useSession } from '../../lib/session/session-context';
import { ActingBanner } from './acting-banner';
import { Footer } from './footer';
import { Navigation } from './navigation';
import { SkipLink } from './skip-link';

/** The page frame of one URL kind (spec §1): navigation, the screen, the footer. */
export function Layout({ basePath }: { basePath: BasePath }) {
  const { ready } = useSession();
  return (
    <BasePathContext value={basePath}>
      <div className="page">
        {/* Issue 13 §2 (WCAG 2.4.1): the first thing a keyboard reaches skips the navigation. */}
        <SkipLink />
        {/* Issue 13 §5: whom staff act as, above everything else on every page. */}
        <ActingBanner />
        <header className="page__header">
          <Navigation />
        </header>
        <main id="main" className="page__main" tabIndex={-1}>
          {ready ? (
            <Suspense fallback={<p className="loading">Loading…</p>}>
              <Outlet />
            </Suspense>
          ) : (
            <p className="loading">Loading…</p>
          )}
        </main>
        <Footer />
      </div>
    </BasePathContext>
  );
}
