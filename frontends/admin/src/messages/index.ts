import type { CatalogueLoaders } from '@app/shared';

/** Namespace `admin`, downloaded only in the reader's language. */
export const ADMIN_CATALOGUES: CatalogueLoaders = { en: () => import('./en'), es: () => import('./es') };
