import type { CatalogueLoaders } from '@app/shared';

/** Namespace `offers`, downloaded only in the reader's language. */
export const OFFERS_CATALOGUES: CatalogueLoaders = { en: () => import('./en'), es: () => import('./es') };
