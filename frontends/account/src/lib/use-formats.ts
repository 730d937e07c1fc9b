import { formatCredits, formatDate, formatMoney } from '@app/shared';
import { useTranslation } from 'react-i18next';

/** Spanish for families in the Americas: US dollars written "$1,234.50", dates "1 dic 2026". */
const SPANISH_LOCALE = 'es-US';

const spanishMoney = new Intl.NumberFormat(SPANISH_LOCALE, { style: 'currency', currency: 'USD' });
const spanishDate = new Intl.DateTimeFormat(SPANISH_LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });
const spanishCredits = new Intl.NumberFormat(SPANISH_LOCALE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/**
 * Money, dates and credits for display in the page's language (issue 13 §1). English keeps the shared helpers'
 * output exactly ("$12.50", "2026-12-01", "12.5"), which the tests read; Spanish goes through Intl (dates in UTC,
 * as formatDate does).
 * @example const formats = useFormats(); formats.money(12.5) // '$12.50'
 */
export function useFormats() {
  const { i18n, t } = useTranslation('account');
  const spanish = (i18n.resolvedLanguage ?? i18n.language) === 'es';
  return {
    /** Dollars with the sign, as formatMoney. */
    money: (dollars: number) => (spanish ? spanishMoney.format(dollars) : formatMoney(dollars)),
    /** A date, as formatDate; empty is "never expire" (spec §4); text that is not a date is shown as it came. */
    date: (iso: string | null | undefined) => {
      if (iso === null || iso === undefined || iso === '') return t('format.neverExpire');
      const date = new Date(iso);
      return spanish && !Number.isNaN(date.getTime()) ? spanishDate.format(date) : formatDate(iso);
    },
    /** Credits with one decimal (spec §9), as formatCredits. */
    credits: (credits: number) => (spanish ? spanishCredits.format(credits) : formatCredits(credits)),
  };
}
