import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createService } from '../../test/account-fixtures';
import { createInmate } from '../../test/fixtures';
import { db, paymentsOf } from '../../test/payment-flows';
import { services } from '../db/schema';
import { addDays, today } from '../services/paid-through';
import { bookRenewal } from './book-renewal';

// What a booked renewal gives (docs/decisions.md "Automatic"): every paid cycle its credits and its days. Credits a
// period ended with are replaced by the new cycle's; credits still paid for (a cycle booked ahead, a service that never
// expires) are kept and the cycle's are added.

afterEach(() => {
  vi.useRealTimers();
});

let subscriptions = 0;

/** An Automatic service of 150 credits a `validForDays` cycle, renewed by its own subscription. */
async function automaticService(
  validForDays: number | null,
  row: { paidThrough: string | null; remainingTenths: number; active?: boolean },
) {
  subscriptions += 1;
  const subscriptionId = `sub_credits_${subscriptions}`;
  const inmate = await createInmate();
  const service = await createService(inmate.id, {
    ...row,
    topUpTenths: 1500,
    automaticPayments: true,
    recurringPayments: true,
    stripeSubscriptionId: subscriptionId,
    offer: { creditsIncludedTenths: 1500, validForDays, priceCents: 1999 },
  });
  let invoices = 0;
  const invoice = (cycleEndsAt?: Date) => {
    invoices += 1;
    return {
      subscriptionId,
      invoiceId: `in_${subscriptionId}_${invoices}`,
      amountPaidCents: 1999,
      paymentKey: `pi_${subscriptionId}_${invoices}`,
      ...(cycleEndsAt && { cycleEndsAt }),
    };
  };
  const after = async () => {
    const [found] = await db().select().from(services).where(eq(services.id, service.id));
    return found;
  };
  return { inmate, invoice, after };
}

/** Midnight UTC `days` from today. */
const midnightIn = (days: number) => new Date(`${addDays(today(), days)}T00:00:00.000Z`);

describe('the credits and days of a booked renewal', () => {
  it('billed the day after the paid period, the cycle’s credits replace the ended period’s', async () => {
    const { invoice, after } = await automaticService(30, {
      paidThrough: addDays(today(), -1),
      remainingTenths: 42,
    });
    expect(await bookRenewal(db(), invoice(midnightIn(30)))).toBe('renewed');
    expect(await after()).toMatchObject({ remainingTenths: 1500, paidThrough: addDays(today(), 29) });
  });

  it('two cycles booked at once give the credits and the days of both', async () => {
    const { inmate, invoice, after } = await automaticService(30, {
      paidThrough: addDays(today(), -1),
      remainingTenths: 42,
    });
    const outcomes = await Promise.all([bookRenewal(db(), invoice()), bookRenewal(db(), invoice())]);
    expect(outcomes).toEqual(['renewed', 'renewed']);
    expect(await paymentsOf(inmate.id)).toHaveLength(2);
    // The first replaces the ended period's 4.2 credits; the second, booked ahead of its cycle, adds its 150.
    expect(await after()).toMatchObject({ remainingTenths: 3000, paidThrough: addDays(today(), 59) });
  });

  it('a never-expiring service keeps what is left and adds each month’s credits', async () => {
    const { invoice, after } = await automaticService(null, { paidThrough: null, remainingTenths: 42 });
    expect(await bookRenewal(db(), invoice(midnightIn(30)))).toBe('renewed');
    expect(await bookRenewal(db(), invoice(midnightIn(61)))).toBe('renewed');
    expect(await after()).toMatchObject({ remainingTenths: 3042, paidThrough: null });
  });

  it('a charge retried until after the cycle it paid for gives the cycle Stripe bills now', async () => {
    // A 7-day service paid through 12 days ago; the charge of the next cycle failed, Stripe's retry succeeds today.
    const { invoice, after } = await automaticService(7, {
      paidThrough: addDays(today(), -12),
      remainingTenths: 0,
      active: false,
    });
    expect(await bookRenewal(db(), invoice(midnightIn(-4)))).toBe('renewed');
    // Stripe's cycles: [T-11, T-4), [T-4, T+3): paid through the day before its next bill, on its schedule
    // (renewal-invoice-order.test.ts).
    expect(await after()).toMatchObject({
      remainingTenths: 1500,
      paidThrough: addDays(today(), 2),
      active: true,
    });
  });
});
