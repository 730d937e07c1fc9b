import type { CatalogueLoaders } from '@app/shared';

/** Namespace `account`, downloaded only in the reader's language. */
export const ACCOUNT_CATALOGUES: CatalogueLoaders = { en: () => import('./en'), es: () => import('./es') };
