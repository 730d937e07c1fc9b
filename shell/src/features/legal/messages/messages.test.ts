import { checkCatalogues } from '@app/shared/testing/catalogues';
import { describe } from 'vitest';
import en from './en';
import es from './es';

describe('the legal catalogues', () => {
  // The legal feature names its keys with the namespace (t('legal:…')), so the shell's own check leaves them here.
  checkCatalogues({ namespace: 'legal', en, es, sourceFolder: new URL('..', import.meta.url).pathname });
});
