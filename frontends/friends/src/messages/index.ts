import type { CatalogueLoaders } from '@app/shared';

/** Namespace `friends`, downloaded only in the reader's language. */
export const FRIENDS_CATALOGUES: CatalogueLoaders = { en: () => import('./en'), es: () => import('./es') };
