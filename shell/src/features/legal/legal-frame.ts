import { type BasePath, escapeHtml, type Language } from '@app/shared';
import { LEGAL_PAGES, legalPageOf } from './legal-pages';
import en from './messages/titles.en';
import es from './messages/titles.es';

// The legal pages in the Worker's page frame (shell/src/frame/page-frame.ts, docs/architecture.md "The first
// paint"): the footer's links (FooterLinks) and a legal page's heading above the skeleton (LegalPage while its text or
// data loads), in the request's language, as React renders them first. Plain TypeScript: the Worker imports it,
// with only the pages' names (titles.*.ts), not the pages' text.

const TITLES = { en, es } as const;

/** FooterLinks (footer-links.tsx) as HTML. */
export function legalLinksHtml(basePath: BasePath, language: Language): string {
  const words = TITLES[language];
  const items = LEGAL_PAGES.map(
    (page) =>
      `<li><a class="footer__link" href="${escapeHtml(`${basePath}/${page}`)}" data-discover="true">` +
      `${escapeHtml(words.titles[page])}</a></li>`,
  ).join('');
  return `<ul class="footer__links" aria-label="${escapeHtml(words.footerLinks)}">${items}</ul>`;
}

/**
 * LegalPage (legal-page.tsx) before its content: the heading and `loadingHtml`, when `pathname` is a legal page;
 * undefined for any other screen.
 */
export function legalPageHtml(
  basePath: BasePath,
  pathname: string,
  language: Language,
  loadingHtml: string,
): string | undefined {
  const page = legalPageOf(basePath, pathname);
  if (!page) return undefined;
  return `<section class="legal"><h1>${escapeHtml(TITLES[language].titles[page])}</h1>${loadingHtml}</section>`;
}
