import { describe, expect, it } from 'vitest';
import { formatsFor } from './formats';

describe('formatsFor', () => {
  it('keeps the spec’s English forms exactly', () => {
    const en = formatsFor('en');
    expect(en.money(12.5)).toBe('$12.50');
    expect(en.date('2026-12-01T10:00:00Z')).toBe('2026-12-01');
    expect(en.credits(0.1 + 0.2)).toBe('0.3');
    expect(en.price(9.9)).toBe('9.90');
    expect(formatsFor(undefined).money(1)).toBe('$1.00');
  });

  it('writes US dollars and dates as Spanish readers in the Americas do', () => {
    const es = formatsFor('es');
    expect(es.money(1234.5)).toBe('$1,234.50');
    expect(es.date('2026-12-01T23:30:00Z')).toMatch(/^1 dic(\.)? 2026$/);
    expect(es.date('not a date')).toBe('not a date');
    expect(es.credits(12.5)).toBe('12.5');
    expect(es.price(9.9)).toBe('9.90');
  });
});
