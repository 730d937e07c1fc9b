import { formatsFor } from '@app/shared';
import { useTranslation } from 'react-i18next';

/**
 * Money, dates and credits for display in the page's language (issue 13 §1; `formatsFor` of @app/shared: the spec's
 * English forms exactly, Spanish through Intl es-US). An empty date is "never expire" (spec §4) in that language.
 * @example const formats = useFormats(); formats.money(12.5) // '$12.50'
 */
export function useFormats() {
  const { i18n, t } = useTranslation('account');
  const formats = formatsFor(i18n.resolvedLanguage ?? i18n.language);
  return {
    money: formats.money,
    date: (iso: string | null | undefined) =>
      iso === null || iso === undefined || iso === '' ? t('format.neverExpire') : formats.date(iso),
    credits: formats.credits,
  };
}
