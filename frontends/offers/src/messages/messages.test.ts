import { checkCatalogues } from '@app/shared/testing/catalogues';
import { describe } from 'vitest';
import en from './en';
import es from './es';

describe('the offers catalogues', () => {
  checkCatalogues({ namespace: 'offers', en, es, sourceFolder: new URL('..', import.meta.url).pathname });
});
