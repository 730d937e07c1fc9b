import { describe, expect, it } from 'vitest';
import {
  centsFromDollars,
  creditsFromTenths,
  creditsSchema,
  dollarsFromCents,
  dollarsSchema,
  tenthsFromCredits,
} from './units';

describe('dollarsFromCents and centsFromDollars', () => {
  it('gives the number the decimal literal gives, so JSON shows it exactly', () => {
    expect(dollarsFromCents(1234)).toBe(12.34);
    expect(JSON.stringify(dollarsFromCents(1234))).toBe('12.34');
    expect(dollarsFromCents(7)).toBe(0.07);
    expect(dollarsFromCents(2598)).toBe(25.98);
    expect(dollarsFromCents(-505)).toBe(-5.05);
    expect(dollarsFromCents(0)).toBe(0);
  });

  it('round-trips every cent amount up to $10,000 exactly', () => {
    for (let cents = -1000; cents <= 1_000_000; cents += 1) {
      const dollars = dollarsFromCents(cents);
      if (centsFromDollars(dollars) !== cents || Number(dollars.toFixed(2)) !== dollars)
        throw new Error(`${cents} cents became ${dollars}`);
    }
  });

  it('refuses what is not whole cents', () => {
    expect(() => dollarsFromCents(12.5)).toThrow(RangeError);
    expect(() => centsFromDollars(12.345)).toThrow(RangeError);
    expect(() => centsFromDollars(Number.NaN)).toThrow(RangeError);
    expect(centsFromDollars(1.13)).toBe(113); // 1.13 * 100 is 112.99999999999999
  });
});

describe('creditsFromTenths and tenthsFromCredits', () => {
  it('gives credits with one decimal', () => {
    expect(creditsFromTenths(125)).toBe(12.5);
    expect(creditsFromTenths(3)).toBe(0.3);
    expect(JSON.stringify(creditsFromTenths(12_345))).toBe('1234.5');
    expect(tenthsFromCredits(0.3)).toBe(3);
  });

  it('round-trips every tenth up to 100,000 credits exactly', () => {
    for (let tenths = -1000; tenths <= 1_000_000; tenths += 1) {
      const credits = creditsFromTenths(tenths);
      if (tenthsFromCredits(credits) !== tenths || Number(credits.toFixed(1)) !== credits)
        throw new Error(`${tenths} tenths became ${credits}`);
    }
  });

  it('refuses a finer fraction', () => {
    expect(() => tenthsFromCredits(0.25)).toThrow(RangeError);
    expect(() => tenthsFromCredits(0.1 + 0.2)).toThrow(RangeError);
    expect(() => creditsFromTenths(1.5)).toThrow(RangeError);
  });
});

describe('the answer unit schemas', () => {
  it('take spec units and refuse finer fractions', () => {
    expect(dollarsSchema.safeParse(12.34).success).toBe(true);
    expect(dollarsSchema.safeParse(12.345).success).toBe(false);
    expect(dollarsSchema.safeParse('12.34').success).toBe(false);
    expect(creditsSchema.safeParse(2.5).success).toBe(true);
    expect(creditsSchema.safeParse(2.55).success).toBe(false);
  });
});
