import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createService } from '../../test/account-fixtures';
import { createInmate } from '../../test/fixtures';
import { db, paymentsOf } from '../../test/payment-flows';
import { services } from '../db/schema';
import { addDays, today } from '../services/paid-through';
import { bookRenewal } from './book-renewal';
import { receiptOfPayment } from './receipt';

// Renewal invoices of one subscription that Stripe retried until after the cycles they paid for, delivered in either
// order (payments/webhook.ts: "delivered at least once, in any order"). Paid-through stays on Stripe's billing
// schedule, and every paid cycle brings its days and its credits (docs/decisions.md "Automatic").

let subscriptions = 0;

/** Midnight UTC `days` from today. */
const midnightIn = (days: number) => new Date(`${addDays(today(), days)}T00:00:00.000Z`);

/**
 * A 7-day Automatic service of 150 credits bought 19 days ago: paid through 12 days ago, then its charges failed and
 * it expired. Stripe's cycles went on while the subscription was past due: [T-11, T-4) and [T-4, T+3); it bills
 * again at T+3, T+10, … whatever the product books.
 */
async function lapsedWeeklyService(row: { paidThrough?: string; remainingTenths?: number } = {}) {
  subscriptions += 1;
  const subscriptionId = `sub_invoice_order_${subscriptions}`;
  const inmate = await createInmate();
  const service = await createService(inmate.id, {
    datePurchased: `${addDays(today(), -19)}T09:30:00.000Z`,
    paidThrough: addDays(today(), -12),
    remainingTenths: 0,
    active: false,
    topUpTenths: 1500,
    automaticPayments: true,
    recurringPayments: true,
    stripeSubscriptionId: subscriptionId,
    ...row,
    offer: { creditsIncludedTenths: 1500, validForDays: 7, priceCents: 1999 },
  });
  /** Stripe's paid invoice of the cycle ending at `cycleEnd` days from today (its line period's end). */
  const invoice = (cycleEnd: -4 | 3) => ({
    subscriptionId,
    invoiceId: `in_${subscriptionId}_${cycleEnd}`,
    amountPaidCents: 1999,
    paymentKey: `pi_${subscriptionId}_${cycleEnd}`,
    cycleEndsAt: midnightIn(cycleEnd),
  });
  const after = async () => {
    const [found] = await db().select().from(services).where(eq(services.id, service.id));
    return found;
  };
  return { inmate, invoice, after };
}

describe('renewal invoices retried until after their cycles, in either order', () => {
  it('two paid cycles give the same days and credits whichever invoice arrives first', async () => {
    const olderFirst = await lapsedWeeklyService();
    expect(await bookRenewal(db(), olderFirst.invoice(-4))).toBe('renewed');
    expect(await bookRenewal(db(), olderFirst.invoice(3))).toBe('renewed');

    const newerFirst = await lapsedWeeklyService();
    expect(await bookRenewal(db(), newerFirst.invoice(3))).toBe('renewed');
    expect(await bookRenewal(db(), newerFirst.invoice(-4))).toBe('renewed');

    expect(await paymentsOf(olderFirst.inmate.id)).toHaveLength(2);
    expect(await paymentsOf(newerFirst.inmate.id)).toHaveLength(2);
    // The cycle Stripe bills now (through T+2) and one more: through the day before Stripe's bill of T+10.
    const both = { paidThrough: addDays(today(), 9), remainingTenths: 3000, active: true };
    expect(await olderFirst.after()).toMatchObject(both);
    expect(await newerFirst.after()).toMatchObject(both);
  });

  it('the second of two paid cycles adds its days, not only its credits, in either order', async () => {
    for (const order of [
      [-4, 3],
      [3, -4],
    ] as const) {
      const { invoice, after } = await lapsedWeeklyService();
      await bookRenewal(db(), invoice(order[0]));
      const afterOne = await after();
      await bookRenewal(db(), invoice(order[1]));
      const afterTwo = await after();
      expect(afterOne).toMatchObject({ paidThrough: addDays(today(), 2), remainingTenths: 1500 });
      expect(afterTwo).toMatchObject({ paidThrough: addDays(today(), 9), remainingTenths: 3000 });
    }
  });

  it('a late invoice alone buys the cycle Stripe bills now, so paid-through ends the day before its next bill', async () => {
    const { invoice, after } = await lapsedWeeklyService();
    expect(await bookRenewal(db(), invoice(-4))).toBe('renewed');
    // Stripe bills at T+3: paid through T+2, never T+6 (a whole cycle from today, off Stripe's schedule).
    expect(await after()).toMatchObject({
      paidThrough: addDays(today(), 2),
      remainingTenths: 1500,
      active: true,
    });
  });

  it('never shortens a paid-through that runs past the invoice’s cycle: it adds a cycle on Stripe’s schedule', async () => {
    // Paid through T+20, off Stripe's schedule (as a renewal booked before this rule could leave it).
    const { invoice, after } = await lapsedWeeklyService({
      paidThrough: addDays(today(), 20),
      remainingTenths: 420,
    });
    expect(await bookRenewal(db(), invoice(-4))).toBe('renewed');
    // The first day before one of Stripe's bills (T+3, T+10, T+17, T+24) after T+20; the credits still paid for kept.
    expect(await after()).toMatchObject({ paidThrough: addDays(today(), 23), remainingTenths: 1920 });
  });

  it('an invoice delivered again books nothing more and never moves paid-through', async () => {
    const { inmate, invoice, after } = await lapsedWeeklyService();
    await bookRenewal(db(), invoice(3));
    await bookRenewal(db(), invoice(-4));
    const booked = await after();
    for (const cycleEnd of [-4, 3, -4] as const) {
      expect(await bookRenewal(db(), invoice(cycleEnd))).toBe('already-renewed');
    }
    expect(await after()).toEqual(booked);
    expect(await paymentsOf(inmate.id)).toHaveLength(2);
  });

  it('the receipts name Stripe’s next bill as the renewal day, after one cycle and after both', async () => {
    const { inmate, invoice } = await lapsedWeeklyService();
    const renewsOnOfLastPayment = async () => {
      const payment = (await paymentsOf(inmate.id)).at(-1);
      return (await receiptOfPayment(db(), payment?.id ?? 0))?.items[0]?.renewsOn;
    };
    await bookRenewal(db(), invoice(-4));
    expect(await renewsOnOfLastPayment()).toBe(addDays(today(), 3));
    // Paid through T+9 now, but Stripe's schedule does not move: it bills the next cycle at T+3.
    await bookRenewal(db(), invoice(3));
    expect(await renewsOnOfLastPayment()).toBe(addDays(today(), 3));
  });
});
