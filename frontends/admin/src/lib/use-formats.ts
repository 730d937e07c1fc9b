import { formatDate, formatMoney } from '@app/shared';
import { useTranslation } from 'react-i18next';

/** Spanish for families in the Americas: US dollars written "$1,234.50", dates "1 dic 2026". */
const SPANISH_LOCALE = 'es-US';

const spanishMoney = new Intl.NumberFormat(SPANISH_LOCALE, { style: 'currency', currency: 'USD' });
const spanishDate = new Intl.DateTimeFormat(SPANISH_LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });
const spanishDecimal = new Intl.NumberFormat(SPANISH_LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Money, dates and prices for display in the page's language (issue 13 §1). English keeps the shared helpers' output
 * exactly ("$12.50", "2026-12-01"), which the tests read; Spanish goes through Intl (in UTC, as formatDate does).
 * @example const formats = useFormats(); formats.money(12.5) // '$12.50'
 */
export function useFormats() {
  const { i18n } = useTranslation('admin');
  const spanish = (i18n.resolvedLanguage ?? i18n.language) === 'es';
  return {
    /** Dollars with the sign, as formatMoney. */
    money: (dollars: number) => (spanish ? spanishMoney.format(dollars) : formatMoney(dollars)),
    /** A date (never empty here), as formatDate; text that is not a date is shown as it came. */
    date: (iso: string) => {
      const date = new Date(iso);
      return spanish && !Number.isNaN(date.getTime()) ? spanishDate.format(date) : formatDate(iso);
    },
    /** A price without the sign, two decimals (the offer table's column). */
    price: (dollars: number) => (spanish ? spanishDecimal.format(dollars) : dollars.toFixed(2)),
  };
}
