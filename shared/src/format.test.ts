import { describe, expect, it } from 'vitest';
import { formatCredits, formatDate, formatMoney } from './format';

describe('formatCredits (one decimal, from tenths)', () => {
  it('shows tenths as credits with one decimal', () => {
    expect(formatCredits(125)).toBe('12.5');
    expect(formatCredits(10)).toBe('1.0');
    expect(formatCredits(0)).toBe('0.0');
    expect(formatCredits(9)).toBe('0.9');
    expect(formatCredits(-15)).toBe('-1.5');
    expect(formatCredits(12_345_678)).toBe('1234567.8');
  });
});

describe('formatMoney (dollar sign, two decimals, from cents)', () => {
  it('shows cents as dollars', () => {
    expect(formatMoney(1250)).toBe('$12.50');
    expect(formatMoney(15)).toBe('$0.15');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-505)).toBe('-$5.05');
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
