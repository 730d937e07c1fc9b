import type { CatalogueLoaders } from '@app/shared';

/** Namespace `shell`, downloaded only in the reader's language. */
export const SHELL_CATALOGUES: CatalogueLoaders = { en: () => import('./en'), es: () => import('./es') };
