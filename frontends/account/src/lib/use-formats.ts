import { formatsFor, methodWordsOf } from '@app/shared';
import { useTranslation } from 'react-i18next';

/**
 * Money, dates and credits for display in the page's language (issue 13 §1; `formatsFor` of @app/shared: the spec's
 * English forms exactly, Spanish through Intl es-US). An empty date is "never expire" (spec §4) in that language; a
 * payment method's stored description keeps a card's own words and says the product's (a manual payment, a card not
 * described) in that language.
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
    method: (description: string) => {
      const words = methodWordsOf(description);
      if (words.kind === 'card') return t('method.card');
      if (words.kind === 'manual') {
        return words.notes ? t('method.manualNotes', { notes: words.notes }) : t('method.manual');
      }
      return words.text;
    },
  };
}
