import type { BasePath } from '@app/shared';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { BasePathContext } from '../../lib/base-path';
import { useSession } from '../../lib/session/session-context';
import { Footer } from './footer';
import { Navigation } from './navigation';

/** The page frame of one URL kind (spec §1): navigation, the screen, the footer. */
export function Layout({ basePath }: { basePath: BasePath }) {
  const { ready } = useSession();
  return (
    <BasePathContext value={basePath}>
      <div className="page">
        <header className="page__header">
          <Navigation />
        </header>
        <main className="page__main">
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
