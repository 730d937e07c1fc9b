import { describe, expect, it } from 'vitest';
import { centsToPrice, priceToCents } from './money';

describe('priceToCents', () => {
  it('turns a price text into integer cents exactly', () => {
    expect(priceToCents('12.5')).toBe(1250);
    expect(priceToCents('12.50')).toBe(1250);
    expect(priceToCents('12')).toBe(1200);
    expect(priceToCents('0.07')).toBe(7); // 0.07 * 100 is 7.000000000000001 in floating point
    expect(priceToCents('1.13')).toBe(113); // 1.13 * 100 is 112.99999999999999
    expect(priceToCents('999999')).toBe(99_999_900);
    expect(priceToCents('012.05')).toBe(1205);
  });

  it('throws a RangeError for text that is not a price', () => {
    for (const text of ['', '1.234', '-1', '1,5', '.5', 'abc', '1e3'])
      expect(() => priceToCents(text)).toThrow(RangeError);
  });
});

describe('centsToPrice', () => {
  it('writes cents with two decimals', () => {
    expect(centsToPrice(1250)).toBe('12.50');
    expect(centsToPrice(7)).toBe('0.07');
    expect(centsToPrice(0)).toBe('0.00');
    expect(centsToPrice(-1205)).toBe('-12.05');
  });

  it('round-trips with priceToCents', () => {
    for (const cents of [0, 1, 99, 100, 1234, 99_999_999])
      expect(priceToCents(centsToPrice(cents))).toBe(cents);
  });
});
