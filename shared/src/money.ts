/** A price as the offer form validates it (spec §5): digits, then up to two decimals. */
const PRICE_TEXT = /^([0-9]+)(?:\.([0-9]{1,2}))?$/;

/**
 * The integer cents of a validated price text, computed on the digits (no floating point).
 * Throws a RangeError for text that is not a price, which `offerSchema` has already ruled out.
 * @example priceToCents('12.5') === 1250; priceToCents('0.07') === 7
 */
export function priceToCents(price: string): number {
  const match = PRICE_TEXT.exec(price);
  if (!match) throw new RangeError(`Not a price: ${JSON.stringify(price)}`);
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Price too large: ${price}`);
  return cents;
}

/**
 * The price text of integer cents, with two decimals (to fill the offer form from stored cents).
 * @example centsToPrice(1250) === '12.50'
 */
export function centsToPrice(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const absolute = Math.abs(whole);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
