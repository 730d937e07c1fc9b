import { describe, expect, it } from 'vitest';
import { creditsFromTenths, dollarsFromCents } from './contracts/units';
import { formatCredits, formatDate, formatMoney } from './format';
import { centsToPrice } from './money';

describe('formatCredits (one decimal, from credits as the API answers them)', () => {
  it('shows credits with one decimal', () => {
    expect(formatCredits(12.5)).toBe('12.5');
    expect(formatCredits(1)).toBe('1.0');
    expect(formatCredits(0)).toBe('0.0');
    expect(formatCredits(0.9)).toBe('0.9');
    expect(formatCredits(-1.5)).toBe('-1.5');
    expect(formatCredits(1_234_567.8)).toBe('1234567.8');
  });

  it('never shows float noise', () => {
    expect(formatCredits(0.1 + 0.2)).toBe('0.3'); // 0.30000000000000004
    expect(formatCredits(creditsFromTenths(12_345))).toBe('1234.5');
  });
});

describe('formatMoney (dollar sign, two decimals, from dollars as the API answers them)', () => {
  it('shows dollars with two decimals', () => {
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(0.15)).toBe('$0.15');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-5.05)).toBe('-$5.05');
    expect(formatMoney(0.07)).toBe('$0.07');
    expect(formatMoney(1.13)).toBe('$1.13');
  });

  it('shows every amount in cents as it was stored', () => {
    for (const cents of [1, 7, 99, 113, 1234, 2598, 99_999_900])
      expect(formatMoney(dollarsFromCents(cents))).toBe(`$${centsToPrice(cents)}`);
  });
});

describe('formatDate', () => {
  it('shows an empty date as never expire (spec §4)', () => {
    expect(formatDate(null)).toBe('never expire');
    expect(formatDate(undefined)).toBe('never expire');
    expect(formatDate('')).toBe('never expire');
  });

  it('shows the UTC calendar day', () => {
    expect(formatDate('2026-12-01T15:00:00Z')).toBe('2026-12-01');
    expect(formatDate('2026-12-01')).toBe('2026-12-01');
    expect(formatDate(new Date(Date.UTC(2027, 0, 31, 23, 59)))).toBe('2027-01-31');
    expect(formatDate(Date.UTC(2026, 1, 3))).toBe('2026-02-03');
  });

  it('shows text that is not a date as it came', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
