import * as z from 'zod';

// The one place where the Worker's integers (credits in tenths, money in cents; docs/architecture.md "Data") become
// the spec's units in answers (spec §3: credits with one decimal, money in dollars with two; spec §9), and back.
// Dividing an integer by 10 or 100 is correctly rounded in IEEE 754, so 1234 cents gives the very number the
// literal 12.34 does: JSON prints it as 12.34, with no float drift.

const TENTHS_PER_CREDIT = 10;
const CENTS_PER_DOLLAR = 100;

/**
 * Credits (one decimal) from stored integer tenths.
 * @example creditsFromTenths(125) === 12.5
 */
export function creditsFromTenths(tenths: number): number {
  if (!Number.isSafeInteger(tenths)) throw new RangeError(`Not a whole number of tenths: ${tenths}`);
  return tenths / TENTHS_PER_CREDIT;
}

/**
 * Dollars (two decimals) from stored integer cents.
 * @example dollarsFromCents(1234) === 12.34
 */
export function dollarsFromCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return cents / CENTS_PER_DOLLAR;
}

/** The integer `units` of `value` per one, or null when `value` has a finer fraction than one unit. */
function wholeUnits(value: number, perOne: number): number | null {
  if (!Number.isFinite(value)) return null;
  const units = Math.round(value * perOne);
  // Exact when dividing back gives the same number (e.g. 12.34 → 1234 → 12.34, but 12.345 → 1235 → 12.35).
  return Number.isSafeInteger(units) && units / perOne === value ? units : null;
}

/**
 * Integer tenths of a number of credits with at most one decimal; a RangeError for a finer one.
 * @example tenthsFromCredits(12.5) === 125
 */
export function tenthsFromCredits(credits: number): number {
  const tenths = wholeUnits(credits, TENTHS_PER_CREDIT);
  if (tenths === null) throw new RangeError(`Not credits with one decimal: ${credits}`);
  return tenths;
}

/**
 * Integer cents of an amount in dollars with at most two decimals; a RangeError for a finer one.
 * @example centsFromDollars(12.34) === 1234
 */
export function centsFromDollars(dollars: number): number {
  const cents = wholeUnits(dollars, CENTS_PER_DOLLAR);
  if (cents === null) throw new RangeError(`Not dollars with two decimals: ${dollars}`);
  return cents;
}

/** A number of credits in an answer: at most one decimal (spec §9). */
export const creditsSchema = z
  .number()
  .refine((value) => wholeUnits(value, TENTHS_PER_CREDIT) !== null, 'credits must have at most one decimal');

/** An amount of money in an answer: dollars with at most two decimals (spec §9). */
export const dollarsSchema = z
  .number()
  .refine((value) => wholeUnits(value, CENTS_PER_DOLLAR) !== null, 'money must be dollars with two decimals');
