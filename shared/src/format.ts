import { centsToPrice } from './money';

/**
 * Credits for display with one decimal (spec §9), from the stored integer tenths.
 * @example formatCredits(125) === '12.5'; formatCredits(10) === '1.0'
 */
export function formatCredits(tenths: number): string {
  const whole = Math.round(tenths);
  const sign = whole < 0 ? '-' : '';
  const absolute = Math.abs(whole);
  return `${sign}${Math.floor(absolute / 10)}.${absolute % 10}`;
}

/**
 * Money for display with a dollar sign and two decimals (spec §9), from integer cents.
 * @example formatMoney(1250) === '$12.50'; formatMoney(-5) === '-$0.05'
 */
export function formatMoney(cents: number): string {
  const price = centsToPrice(cents);
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
