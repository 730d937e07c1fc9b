import { centsToPrice } from './money';

/**
 * Credits for display with one decimal (spec §9), from a number of credits as the API answers it.
 * @example formatCredits(12.5) === '12.5'; formatCredits(1) === '1.0'
 */
export function formatCredits(credits: number): string {
  // On the integer tenths (rounded to the shown decimal), so float noise such as 0.1 + 0.2 never shows.
  const tenths = Math.round(credits * 10);
  const sign = tenths < 0 ? '-' : '';
  const absolute = Math.abs(tenths);
  return `${sign}${Math.floor(absolute / 10)}.${absolute % 10}`;
}

/**
 * Money for display with a dollar sign and two decimals (spec §9), from dollars as the API answers them.
 * @example formatMoney(12.5) === '$12.50'; formatMoney(-0.05) === '-$0.05'
 */
export function formatMoney(dollars: number): string {
  // On the integer cents (rounded to the shown decimals): 0.07 shows $0.07 although 0.07 * 100 is 7.000000000000001.
  const price = centsToPrice(Math.round(dollars * 100));
  return price.startsWith('-') ? `-$${price.slice(1)}` : `$${price}`;
}

/** spec §4: an empty date displays as this. */
export const NEVER_EXPIRE = 'never expire';

/**
 * A date for display as YYYY-MM-DD (in UTC, so every viewer and test sees the same day); empty shows
 * `never expire` (spec §4). Text that is not a date is shown as it came.
 * @example formatDate(null) === 'never expire'; formatDate('2026-12-01T15:00:00Z') === '2026-12-01'
 */
export function formatDate(isoOrNull: string | number | Date | null | undefined): string {
  if (isoOrNull === null || isoOrNull === undefined || isoOrNull === '') return NEVER_EXPIRE;
  const date = isoOrNull instanceof Date ? isoOrNull : new Date(isoOrNull);
  if (Number.isNaN(date.getTime())) return String(isoOrNull);
  return date.toISOString().slice(0, 10);
}
