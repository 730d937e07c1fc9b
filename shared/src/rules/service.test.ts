import { describe, expect, it } from 'vitest';
import { isDepleted, RENEWAL_GRACE_HOURS, type ServiceBalance } from './service';

const NOW = new Date('2026-11-22T12:00:00Z');
const createService = (overrides: Partial<ServiceBalance> = {}): ServiceBalance => ({
  remainingCredits: 10,
  paidThrough: null,
  ...overrides,
});

describe('isDepleted (spec §4)', () => {
  it('is depleted below 1 credit', () => {
    expect(isDepleted(createService({ remainingCredits: 0.9 }), NOW)).toBe(true);
    expect(isDepleted(createService({ remainingCredits: 0 }), NOW)).toBe(true);
    expect(isDepleted(createService({ remainingCredits: -0.5 }), NOW)).toBe(true);
    expect(isDepleted(createService({ remainingCredits: 1 }), NOW)).toBe(false);
  });

  it('is not depleted without a paid-through date while credits remain', () => {
    expect(isDepleted(createService({ paidThrough: undefined }), NOW)).toBe(false);
    expect(isDepleted(createService({ paidThrough: '' }), NOW)).toBe(false);
  });

  it('is depleted once the paid-through instant has passed', () => {
    expect(isDepleted(createService({ paidThrough: '2026-11-22T11:59:59Z' }), NOW)).toBe(true);
    expect(isDepleted(createService({ paidThrough: '2026-11-22T12:00:01Z' }), NOW)).toBe(false);
    expect(isDepleted(createService({ paidThrough: new Date('2026-01-01T00:00:00Z') }), NOW)).toBe(true);
    expect(isDepleted(createService({ paidThrough: Date.UTC(2027, 0, 1) }), NOW)).toBe(false);
  });

  it('counts a date-only paid-through as paid through the end of that day', () => {
    expect(isDepleted(createService({ paidThrough: '2026-11-22' }), NOW)).toBe(false);
    expect(isDepleted(createService({ paidThrough: '2026-11-21' }), NOW)).toBe(true);
  });

  it('keeps a renewing service usable for the renewal grace after its paid-through end', () => {
    // Paid through 2026-11-21: its period ended at midnight, 12 hours before NOW.
    const ended = { paidThrough: '2026-11-21' };
    expect(isDepleted(createService({ ...ended, renewing: true }), NOW)).toBe(
      RENEWAL_GRACE_HOURS * 60 * 60 * 1000 <= 12 * 60 * 60 * 1000,
    );
    const justEnded = new Date('2026-11-22T00:30:00Z');
    expect(isDepleted(createService({ ...ended, renewing: true }), justEnded)).toBe(false);
    expect(isDepleted(createService({ ...ended, renewing: false }), justEnded)).toBe(true);
    const graceOver = new Date(Date.UTC(2026, 10, 22) + RENEWAL_GRACE_HOURS * 60 * 60 * 1000);
    expect(isDepleted(createService({ ...ended, renewing: true }), graceOver)).toBe(true);
    // The grace never brings back used-up credits.
    expect(isDepleted(createService({ ...ended, renewing: true, remainingCredits: 0.5 }), justEnded)).toBe(
      true,
    );
  });

  it('ignores a paid-through value that is not a date', () => {
    expect(isDepleted(createService({ paidThrough: 'someday' }), NOW)).toBe(false);
  });

  it('uses the current time by default', () => {
    expect(isDepleted(createService({ paidThrough: '2000-01-01' }))).toBe(true);
    expect(isDepleted(createService({ paidThrough: '2999-01-01' }))).toBe(false);
  });
});
