import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalPageName } from '../legal-pages';

/**
 * A legal page: its heading at once (as the Worker's page frame paints it: shell/src/frame/page-frame.ts), then its
 * content, which may wait for its code or its data behind the same "Loading…" as the frame.
 */
export function LegalPage({ page, children }: { page: LegalPageName; children: ReactNode }) {
  const { t } = useTranslation('legal');
  const headings: Record<LegalPageName, string> = {
    prices: t('legal:titles.prices'),
    terms: t('legal:titles.terms'),
    privacy: t('legal:titles.privacy'),
  };
  return (
    <section className="legal">
      <h1>{headings[page]}</h1>
      <Suspense fallback={<p className="loading">{t('common:loading')}</p>}>{children}</Suspense>
    </section>
  );
}
