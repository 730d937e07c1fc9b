import type { BasePath } from '@app/shared';

// The legal pages of issue 13 §4 by route, for the footer and the Worker's page frame (plain TypeScript: the Worker
// imports it through shell/src/frame/page-frame.ts).

/** Each page's path below a prefix, in the footer's order. */
export const LEGAL_PAGES = ['prices', 'terms', 'privacy'] as const;
export type LegalPageName = (typeof LEGAL_PAGES)[number];

/** The legal page at `pathname` under `basePath` (`/admin/terms` → `terms`), or undefined. */
export function legalPageOf(basePath: BasePath, pathname: string): LegalPageName | undefined {
  return LEGAL_PAGES.find((page) => pathname === `${basePath}/${page}`);
}
