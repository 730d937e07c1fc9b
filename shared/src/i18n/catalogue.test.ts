import { describe, expect, it } from 'vitest';
import { checkCatalogues } from '../testing/catalogues';
import { catalogueProblems, interpolate, placeholders } from './catalogue';
import { acceptLanguageTags, languageFromCookie, pickLanguage, requestLanguage } from './languages';
import commonEn from './messages/common.en';
import commonEs from './messages/common.es';
import errorsEn from './messages/errors.en';
import errorsEs from './messages/errors.es';

const SHARED_FOLDER = new URL('..', import.meta.url).pathname;

describe('catalogues of @app/shared', () => {
  checkCatalogues({ namespace: 'common', en: commonEn, es: commonEs, sourceFolder: `${SHARED_FOLDER}ui` });
  checkCatalogues({ namespace: 'errors', en: errorsEn, es: errorsEs, sourceFolder: `${SHARED_FOLDER}i18n` });
});

describe('catalogueProblems', () => {
  it('names keys missing on either side, empty messages and placeholders that differ', () => {
    expect(
      catalogueProblems(
        { a: 'A', b: { c: 'Hi {{name}}' }, d: 'D', e: 'E' },
        { a: 'A', b: { c: 'Hola {{nombre}}' }, e: ' ', x: 'X' },
      ),
    ).toEqual(['placeholders differ: b.c', 'missing in es: d', 'empty in es: e', 'missing in en: x']);
  });

  it('finds nothing when the two agree', () => {
    expect(catalogueProblems({ a: { b: '{{n}} min' } }, { a: { b: '{{n}} min.' } })).toEqual([]);
  });
});

describe('interpolate and placeholders', () => {
  it('puts values in and leaves unknown placeholders', () => {
    expect(interpolate('{{count}} credits for {{name}} {{x}}', { count: 3, name: 'Ann' })).toBe(
      '3 credits for Ann {{x}}',
    );
    expect(placeholders('{{b}} and {{ a }}')).toEqual(['a', 'b']);
  });
});

describe('choosing the language', () => {
  it('takes the first supported primary subtag, else English', () => {
    expect(pickLanguage(['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(pickLanguage(['de'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('orders Accept-Language by quality and reads the remembered cookie first', () => {
    expect(acceptLanguageTags('en;q=0.5, es-MX, fr;q=0.8, *;q=0.1')).toEqual(['es-MX', 'fr', 'en']);
    expect(languageFromCookie('a=1; lang=es; b=2')).toBe('es');
    expect(languageFromCookie('lang=fr')).toBeUndefined();
    expect(requestLanguage('lang=en', 'es')).toBe('en');
    expect(requestLanguage(undefined, 'es-ES,es;q=0.9')).toBe('es');
    expect(requestLanguage('', null)).toBe('en');
  });
});
