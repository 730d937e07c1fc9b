import { describe, expect, it } from 'vitest';
import { firstBillingAt, nextBillingDay, nextCycleBill, nextMonthlyBill } from './billing-dates';

describe('firstBillingAt', () => {
  it('is the start of the day after the paid period', () => {
    expect(firstBillingAt({ paidThrough: '2026-12-24', datePurchased: '2026-11-24T15:00:00.000Z' })).toEqual(
      new Date('2026-12-25T00:00:00.000Z'),
    );
  });

  it('is 30 days after the purchase for an offer that never expires', () => {
    expect(firstBillingAt({ paidThrough: null, datePurchased: '2026-11-24T15:00:00.000Z' })).toEqual(
      new Date('2026-12-24T15:00:00.000Z'),
    );
  });
});

describe('nextMonthlyBill (an offer that never expires)', () => {
  it('is the first bill, 30 days after the purchase, on the purchase receipt', () => {
    expect(nextMonthlyBill('2026-11-24T15:00:00.000Z', '2026-11-24T15:00:05.000Z')).toBe('2026-12-24');
  });

  it('is a month after the bill a renewal paid', () => {
    // First bill 2026-12-24 15:00, paid an hour later.
    expect(nextMonthlyBill('2026-11-24T15:00:00.000Z', '2026-12-24T16:00:00.000Z')).toBe('2027-01-24');
    expect(nextMonthlyBill('2026-11-24T15:00:00.000Z', '2027-01-24T16:00:00.000Z')).toBe('2027-02-24');
  });

  it('bills on the last day of a shorter month, and on the anchor day again after it', () => {
    // Bought on 1 January: first bill on 31 January.
    expect(nextMonthlyBill('2026-01-01T08:00:00.000Z', '2026-01-31T09:00:00.000Z')).toBe('2026-02-28');
    expect(nextMonthlyBill('2026-01-01T08:00:00.000Z', '2026-02-28T09:00:00.000Z')).toBe('2026-03-31');
  });
});

describe('nextBillingDay', () => {
  it('is the day after the paid period, or the next monthly bill for an offer that never expires', () => {
    expect(
      nextBillingDay(
        { paidThrough: '2026-12-24', datePurchased: '2026-11-24T15:00:00.000Z', validForDays: 30 },
        '2026-11-24T15:00:05.000Z',
      ),
    ).toBe('2026-12-25');
    expect(
      nextBillingDay(
        { paidThrough: null, datePurchased: '2026-11-24T15:00:00.000Z', validForDays: null },
        '2026-11-24T15:00:05.000Z',
      ),
    ).toBe('2026-12-24');
  });
});

describe('nextBillingDay of a cycle Stripe bills as offered (Stripe’s schedule, not the paid-through date)', () => {
  const bought = '2026-11-01T09:30:00.000Z';
  const week = (paidThrough: string) => ({ paidThrough, datePurchased: bought, validForDays: 7 });

  it('is the day after the first paid period on the purchase receipt, then every 7 days after it', () => {
    expect(nextBillingDay(week('2026-11-08'), '2026-11-01T09:30:05.000Z')).toBe('2026-11-09');
    // The bill of 9 November charged an hour later.
    expect(nextBillingDay(week('2026-11-15'), '2026-11-09T01:00:00.000Z')).toBe('2026-11-16');
  });

  it('after a charge retried until after its cycle, or a paid-through a cycle ahead, is still Stripe’s next bill', () => {
    // The cycle of 9 November paid on the 20th: Stripe bills next on the 23rd, whatever the paid-through says.
    expect(nextBillingDay(week('2026-11-22'), '2026-11-20T10:00:00.000Z')).toBe('2026-11-23');
    expect(nextBillingDay(week('2026-11-29'), '2026-11-20T10:00:05.000Z')).toBe('2026-11-23');
    // Paid on a billing day itself, after its midnight: the next one.
    expect(nextBillingDay(week('2026-11-29'), '2026-11-23T00:00:00.000Z')).toBe('2026-11-30');
  });
});

describe('nextCycleBill of a cycle longer than Stripe bills (every 365 days)', () => {
  const bought = '2026-01-10T10:00:00.000Z';

  it('a 400-day offer: first the day after its first period, then 365 days after each bill', () => {
    expect(nextCycleBill(bought, 400, '2026-01-10T10:00:05.000Z')).toBe('2027-02-15');
    expect(nextCycleBill(bought, 400, '2027-02-15T01:00:00.000Z')).toBe('2028-02-15');
    // The row's paid-through is then 400 days on, but Stripe bills sooner: the receipt names Stripe's day.
    expect(
      nextBillingDay(
        { paidThrough: '2028-03-20', datePurchased: bought, validForDays: 400 },
        '2027-02-15T01:00:00.000Z',
      ),
    ).toBe('2028-02-15');
  });

  it('an 800-day offer: first 729 days after the start (Stripe refuses a later trial end), then yearly', () => {
    expect(nextCycleBill(bought, 800, '2026-01-10T10:00:05.000Z')).toBe('2028-01-09');
    expect(nextCycleBill(bought, 800, '2028-01-09T11:00:00.000Z')).toBe('2029-01-08');
  });
});
