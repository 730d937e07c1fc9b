import { checkCatalogues } from '@app/shared/testing/catalogues';
import { describe } from 'vitest';
import en from './en';
import es from './es';

describe('the admin catalogues', () => {
  checkCatalogues({ namespace: 'admin', en, es, sourceFolder: new URL('..', import.meta.url).pathname });
});
