import { checkCatalogues } from '@app/shared/testing/catalogues';
import { describe } from 'vitest';
import en from './en';
import es from './es';

describe('the shell catalogues', () => {
  checkCatalogues({ namespace: 'shell', en, es, sourceFolder: new URL('..', import.meta.url).pathname });
});
