import { env } from 'cloudflare:workers';
import { RENEWAL_GRACE_HOURS } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createService } from '../../test/account-fixtures';
import { createInmate } from '../../test/fixtures';
import { getDb } from '../db/client';
import { calls, serviceMonthlyCharges, services } from '../db/schema';
import { bookRenewal } from '../payments/book-renewal';
import { runLifecycle } from './run';

// The fixed monthly charge of an Automatic service in its renewal grace (docs/decisions.md "Automatic": Stripe bills
// at 00:00 UTC the day after the paid period and charges about an hour later; the cron runs at :17). A service paid
// through 30 April is renewed on 1 May: May's charge comes out of May's cycle, whether the cron or the renewal comes
// first, and never out of April's credits, which the family may still use in the grace and the renewal replaces.

const db = () => getDb(env.DB);
const row = async (id: number) => db().query.services.findFirst({ where: eq(services.id, id) });

afterEach(() => {
  vi.useRealTimers();
});

let subscriptions = 0;

/** An Automatic service paid through 30 April with 50 credits left, whose renewal gives 150 and charges 10 a month. */
async function renewingMonthly() {
  subscriptions += 1;
  const subscriptionId = `sub_grace_${subscriptions}`;
  const inmate = await createInmate();
  const service = await createService(inmate.id, {
    paidThrough: '2026-04-30',
    remainingTenths: 500,
    topUpTenths: 1500,
    automaticPayments: true,
    recurringPayments: true,
    stripeSubscriptionId: subscriptionId,
    offer: {
      creditsIncludedTenths: 1500,
      validForDays: 30,
      priceCents: 1999,
      serviceTypes: ['AI_CHAT'],
      fixedMonthlyCreditChargeTenths: 100,
    },
  });
  /** Stripe's renewal invoice paid at `at`, booked by the webhook. */
  const renewAt = async (at: string) => {
    vi.setSystemTime(new Date(at));
    return bookRenewal(db(), {
      subscriptionId,
      invoiceId: `in_${subscriptionId}`,
      amountPaidCents: 1999,
      paymentKey: `pi_${subscriptionId}`,
      cycleEndsAt: new Date('2026-05-31T00:00:00.000Z'),
    });
  };
  const monthlyCharges = () =>
    db().select().from(serviceMonthlyCharges).where(eq(serviceMonthlyCharges.serviceId, service.id));
  return { service, renewAt, monthlyCharges };
}

/** The hourly scheduled run at `at`. */
async function runAt(at: string) {
  vi.setSystemTime(new Date(at));
  return runLifecycle(env.DB, new Date());
}

describe('the fixed monthly charge around an Automatic renewal', () => {
  it('comes out of the renewed cycle, whether the run or the renewal comes first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const runFirst = await renewingMonthly();
    const renewalFirst = await renewingMonthly();

    expect(await renewalFirst.renewAt('2026-05-01T00:10:00.000Z')).toBe('renewed');
    // runFirst is in its grace (Stripe charges it at 01:00): its April credits stay whole for the family to use.
    await runAt('2026-05-01T00:17:00.000Z');
    expect(await row(runFirst.service.id)).toMatchObject({ active: true, remainingTenths: 500 });
    expect(await runFirst.monthlyCharges()).toEqual([]);

    expect(await runFirst.renewAt('2026-05-01T01:00:00.000Z')).toBe('renewed');
    await runAt('2026-05-01T01:17:00.000Z');
    await runAt('2026-05-01T02:17:00.000Z');

    for (const { service, monthlyCharges } of [runFirst, renewalFirst]) {
      // 150 credits of May's cycle less May's 10.
      expect((await row(service.id))?.remainingTenths).toBe(1400);
      expect(await monthlyCharges()).toMatchObject([{ month: '2026-05', tenths: 100 }]);
      expect(await db().select().from(calls).where(eq(calls.serviceId, service.id))).toMatchObject([
        { creditsUsedTenths: 100, conversationUuid: null },
      ]);
    }
  });

  it('charges a service never renewed nothing for the month: its grace ends, and it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const unpaid = await renewingMonthly();
    expect(await runAt('2026-05-01T00:17:00.000Z')).toMatchObject({ charged: 0 });
    const graceOver = new Date(Date.UTC(2026, 4, 1) + RENEWAL_GRACE_HOURS * 60 * 60 * 1000);
    expect(await runAt(graceOver.toISOString())).toMatchObject({ charged: 0 });
    expect(await row(unpaid.service.id)).toMatchObject({ active: false, remainingTenths: 500 });
    expect(await unpaid.monthlyCharges()).toEqual([]);
  });

  it('two runs at once after the renewal charge the month once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const renewing = await renewingMonthly();
    await runAt('2026-05-01T00:17:00.000Z');
    expect(await renewing.renewAt('2026-05-01T01:00:00.000Z')).toBe('renewed');
    vi.setSystemTime(new Date('2026-05-01T01:17:00.000Z'));
    const results = await Promise.all([runLifecycle(env.DB, new Date()), runLifecycle(env.DB, new Date())]);
    expect(results.reduce((sum, result) => sum + result.charged, 0)).toBe(1);
    expect((await row(renewing.service.id))?.remainingTenths).toBe(1400);
  });
});
