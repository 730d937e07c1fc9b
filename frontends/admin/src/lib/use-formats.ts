import { type Formats, formatsFor } from '@app/shared';
import { useTranslation } from 'react-i18next';

/**
 * Money, dates and prices for display in the page's language (issue 13 §1; `formatsFor` of @app/shared: the spec's
 * English forms exactly, Spanish through Intl es-US).
 * @example const formats = useFormats(); formats.money(12.5) // '$12.50'
 */
export function useFormats(): Formats {
  const { i18n } = useTranslation('admin');
  return formatsFor(i18n.resolvedLanguage ?? i18n.language);
}
