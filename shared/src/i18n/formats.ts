import { formatCredits, formatDate, formatMoney } from '../format';

// Money, dates and credits for display in the reader's language (issue 13 §1). English keeps spec §9's forms exactly
// (formatMoney "$12.50", formatDate "2026-12-01", formatCredits "12.5"), which the tests and the spec read; Spanish
// writes the same US dollars and dates as people in the Americas do, with Intl 'es-US' ("$1,234.50", "1 dic 2026"),
// dates in UTC as formatDate.

const SPANISH_LOCALE = 'es-US';
const spanishMoney = new Intl.NumberFormat(SPANISH_LOCALE, { style: 'currency', currency: 'USD' });
const spanishDate = new Intl.DateTimeFormat(SPANISH_LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });
const spanishCredits = new Intl.NumberFormat(SPANISH_LOCALE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const spanishDecimal = new Intl.NumberFormat(SPANISH_LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The display formats of one language (any language other than Spanish gets the spec's English forms). */
export type Formats = {
  /** Dollars with the sign. */
  money(dollars: number): string;
  /** A date; text that is not a date is shown as it came (formatDate's rule). */
  date(iso: string | number | Date): string;
  /** Credits with one decimal (spec §9). */
  credits(credits: number): string;
  /** A price without the sign, two decimals (a table's price column). */
  price(dollars: number): string;
};

const ENGLISH: Formats = {
  money: formatMoney,
  date: formatDate,
  credits: formatCredits,
  price: (dollars) => dollars.toFixed(2),
};

const SPANISH: Formats = {
  money: (dollars) => spanishMoney.format(dollars),
  date: (iso) => {
    const date = iso instanceof Date ? iso : new Date(iso);
    return Number.isNaN(date.getTime()) ? formatDate(iso) : spanishDate.format(date);
  },
  credits: (credits) => spanishCredits.format(credits),
  price: (dollars) => spanishDecimal.format(dollars),
};

/**
 * The display formats of `language` (i18next's current language in a component).
 * @example formatsFor('es').money(1234.5) // '$1,234.50'
 */
export function formatsFor(language: string | undefined): Formats {
  return language === 'es' ? SPANISH : ENGLISH;
}
