import type { CatalogueLoaders } from '@app/shared';

/**
 * Namespace `legal` (the Prices and fees, Terms and Privacy pages and the footer's links to them), downloaded only in
 * the reader's language. Loaded with the shell's words before the first render (main.tsx): the footer names the pages
 * on every screen.
 */
export const LEGAL_CATALOGUES: CatalogueLoaders = { en: () => import('./en'), es: () => import('./es') };
