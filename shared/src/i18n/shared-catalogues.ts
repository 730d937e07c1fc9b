import type { CatalogueLoaders } from './catalogue';

/** The namespaces of @app/shared itself: `common` (shared UI pieces) and `errors` (API and schema messages). */
export const SHARED_CATALOGUES: Record<'common' | 'errors', CatalogueLoaders> = {
  common: { en: () => import('./messages/common.en'), es: () => import('./messages/common.es') },
  errors: { en: () => import('./messages/errors.en'), es: () => import('./messages/errors.es') },
};
