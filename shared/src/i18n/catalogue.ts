import type { Language } from './languages';

/** A namespace's messages in one language: nested objects of strings, `{{name}}` marking a value put in. */
export type Catalogue = { readonly [key: string]: string | Catalogue };

/**
 * The shape of `English` with any strings: the Spanish catalogue of a namespace is typed `Translation<typeof en>`,
 * so a key missing (or extra) in Spanish fails the typecheck, and the catalogue test checks the same at run time.
 */
export type Translation<English> = {
  readonly [K in keyof English]: English[K] extends string ? string : Translation<English[K]>;
};

/** How a namespace's catalogue of one language is fetched: a dynamic import, so only the chosen language loads. */
export type CatalogueLoaders = Record<Language, () => Promise<{ default: Catalogue }>>;

/** Every key of a catalogue as a dotted path ("payment.total"), sorted. */
export function catalogueKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : catalogueKeys(value, `${prefix}${key}.`),
    )
    .sort();
}

/** The `{{placeholders}}` of a message, sorted, so both languages can be checked to put in the same values. */
export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/**
 * What differs between a namespace's English and Spanish catalogues: keys missing on either side, empty messages
 * and placeholders that do not match. Empty when the two agree (the catalogue tests expect exactly that).
 */
export function catalogueProblems(english: Catalogue, spanish: Catalogue): string[] {
  const flat = (catalogue: Catalogue, prefix = ''): Array<[string, string]> =>
    Object.entries(catalogue).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value] as [string, string]]
        : flat(value, `${prefix}${key}.`),
    );
  const en = new Map(flat(english));
  const es = new Map(flat(spanish));
  const problems: string[] = [];
  for (const [key, text] of en) {
    const translated = es.get(key);
    if (translated === undefined) problems.push(`missing in es: ${key}`);
    else if (!translated.trim()) problems.push(`empty in es: ${key}`);
    else if (placeholders(text).join() !== placeholders(translated).join())
      problems.push(`placeholders differ: ${key}`);
    if (!text.trim()) problems.push(`empty in en: ${key}`);
  }
  for (const key of es.keys()) if (!en.has(key)) problems.push(`missing in en: ${key}`);
  return problems;
}

/**
 * Puts `values` into a message's `{{placeholders}}` (the Worker's e-mails use this instead of i18next, which would
 * cost the Worker's size budget); a placeholder without a value is left as it is.
 * @example interpolate('Hello {{name}}', { name: 'Ann' }) // 'Hello Ann'
 */
export function interpolate(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
