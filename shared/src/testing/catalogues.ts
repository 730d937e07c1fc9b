import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { type Catalogue, catalogueKeys, catalogueProblems } from '../i18n/catalogue';
import common from '../i18n/messages/common.en';
import errors from '../i18n/messages/errors.en';

const SHARED_KEYS: Record<string, string[]> = {
  common: catalogueKeys(common),
  errors: catalogueKeys(errors),
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory())
      return entry.name === 'messages' || entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every literal key a package's code asks for: `t('key')` in its own namespace, `t('ns:key')` in another, and
 * `i18nKey="key"` of <Trans>. Keys built at run time (t(`status.${x}`)) are not seen here.
 */
function usedKeys(folder: string): Array<{ file: string; key: string }> {
  return sourceFiles(folder).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^'$]+)'|i18nKey="([^"]+)"/g)].map((match) => ({
      file,
      key: match[1] ?? match[2] ?? '',
    })),
  );
}

/**
 * The tests every namespace carries (issue 13 §1 "a test fails on a key missing in either language"): English and
 * Spanish have the same keys, no empty message, the same placeholders; and every key the code uses exists.
 * @example checkCatalogues({ namespace: 'offers', en, es, sourceFolder: new URL('..', import.meta.url).pathname });
 */
export function checkCatalogues(options: {
  namespace: string;
  en: Catalogue;
  es: Catalogue;
  sourceFolder: string;
}) {
  const { namespace, en, es, sourceFolder } = options;
  it(`${namespace}: English and Spanish have the same keys and placeholders`, () => {
    expect(catalogueProblems(en, es)).toEqual([]);
  });
  it(`${namespace}: every key the code uses exists`, () => {
    const known: Record<string, string[]> = { ...SHARED_KEYS, [namespace]: catalogueKeys(en) };
    const missing = usedKeys(sourceFolder)
      .filter(({ key }) => {
        const [ns, name] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [namespace, key];
        const keys = known[ns];
        // A key of a namespace this package does not know (another remote's) is that remote's test to check.
        return keys !== undefined && !keys.includes(name) && !keys.some((k) => k.startsWith(`${name}_`));
      })
      .map(({ file, key }) => `${file.slice(sourceFolder.length)}: ${key}`);
    expect(missing).toEqual([]);
  });
}
