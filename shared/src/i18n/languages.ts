/**
 * The product's languages (issue 13 §1). English is the spec's own words; Spanish is ours, written by hand.
 * Pure functions only: the Worker (e-mails, the page frame) and the browser both pick the language with them.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the header's switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The cookie (and localStorage key) that remembers a chosen language; the Worker reads it for e-mails and the frame. */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first supported language among `candidates` (browser tags such as "es-MX", in preference order), by their
 * primary subtag; English when none is supported.
 * @example pickLanguage(['es-MX', 'en']) // 'es'
 */
export function pickLanguage(candidates: readonly string[]): Language {
  for (const tag of candidates) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The tags of an Accept-Language header, highest quality first ("es-MX,es;q=0.9,en;q=0.8"). */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The value of the language cookie in a Cookie header, when it names a supported language. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | undefined {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`));
  const value = match?.[1]?.trim();
  return isLanguage(value) ? value : undefined;
}

/**
 * A request's language on the server: the remembered choice, else the browser's Accept-Language, else English.
 * @example requestLanguage(c.req.header('Cookie'), c.req.header('Accept-Language'))
 */
export function requestLanguage(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
) {
  return languageFromCookie(cookieHeader) ?? pickLanguage(acceptLanguageTags(acceptLanguage));
}
