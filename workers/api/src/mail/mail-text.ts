import { interpolate, type Language, requestLanguage } from '@app/shared';
import type { Context } from 'hono';
import en from './messages/en';
import es from './messages/es';

// The words of the Worker's e-mails in the reader's language (issue 13 §1), from small typed catalogues and
// interpolate(): not i18next, which would cost the Worker's 300 KiB size budget.

const CATALOGUES = { en, es } as const;

type Catalogue = typeof en;
/** A line of an e-mail: "passwordReset.subject". */
export type MailKey = {
  [Group in keyof Catalogue]: `${Group & string}.${keyof Catalogue[Group] & string}`;
}[keyof Catalogue];

/**
 * The text of `key` in `language`, with `values` put into its `{{placeholders}}`.
 * @example mailText('es', 'passwordReset.greeting', { name: 'Ana' }) // 'Hola, Ana:'
 */
export function mailText(
  language: Language,
  key: MailKey,
  values: Record<string, string | number> = {},
): string {
  const [group, line] = key.split('.') as [keyof Catalogue, string];
  const lines = CATALOGUES[language][group] as Record<string, string>;
  return interpolate(lines[line] ?? '', values);
}

/** The language of the person making the request: the `lang` cookie, else Accept-Language, else English. */
export function mailLanguage(c: Context): Language {
  return requestLanguage(c.req.header('Cookie'), c.req.header('Accept-Language'));
}
