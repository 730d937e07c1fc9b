import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offers, services } from '../db/schema';
import { bookRenewal } from '../payments/book-renewal';
import { addDays, today } from '../services/paid-through';
import {
  bridged,
  type CallSetup,
  callAndKeyCode,
  callRecords,
  createCallSetup,
  createReadyFriend,
  db,
  earningsOf,
  friendAnswers,
  serviceRemaining,
} from './telephony-test-helpers';

// A call made in an Automatic service's renewal grace runs on its last period's credits (docs/decisions.md
// "Automatic"). When the renewal is booked while the call lasts, it restores the offer's credits; the call's minutes
// were the old period's, so metering them must not take them from the cycle the inmate has just paid for.

afterEach(() => {
  vi.useRealTimers();
});

let renewals = 0;

/**
 * An Automatic service of a 30-day offer with 60 credits, its paid period over yesterday, its subscription live, at
 * 01:00 UTC today: in the renewal grace, Stripe charging the next cycle.
 */
async function serviceInItsGrace(setup: CallSetup) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${today(new Date())}T01:00:00.000Z`));
  renewals += 1;
  const subscriptionId = `sub_grace_${renewals}`;
  const serviceId = setup.service?.id ?? 0;
  await db()
    .update(offers)
    .set({ validForDays: 30, creditsIncludedTenths: 600 })
    .where(eq(offers.id, setup.service?.offerId ?? 0));
  await db()
    .update(services)
    .set({
      automaticPayments: true,
      recurringPayments: true,
      stripeSubscriptionId: subscriptionId,
      paidThrough: addDays(today(), -1),
      remainingTenths: 600,
      topUpTenths: 600,
    })
    .where(eq(services.id, serviceId));
  const renew = async () =>
    expect(
      await bookRenewal(db(), {
        subscriptionId,
        invoiceId: `in_grace_${renewals}`,
        amountPaidCents: 999,
        paymentKey: `pi_grace_${renewals}`,
      }),
    ).toBe('renewed');
  return { serviceId, renew };
}

describe('a call across an Automatic renewal', () => {
  it('dialled on the last period and metered after the renewal: the new cycle keeps its credits', async () => {
    const setup = await createCallSetup({
      serviceTypes: ['CALL_FORWARDING'],
      forwardingNumber: '+15553334444',
    });
    const { serviceId, renew } = await serviceInItsGrace(setup);
    const { callSid, xml } = await callAndKeyCode(setup);
    expect(xml).toContain('<Dial');

    await renew();
    expect((await bridged(setup, callSid, xml, 300)).status).toBe(200);

    expect(await serviceRemaining(serviceId)).toBe(600);
    // The call still shows what it took: 5 minutes of the last period's credits.
    expect(await callRecords(serviceId)).toEqual([
      expect.objectContaining({ creditsUsedTenths: 50, durationSeconds: 300 }),
    ]);
  });

  it('a friend is paid for the minutes all the same', async () => {
    const setup = await createCallSetup({ serviceTypes: ['PHONE_PALS'] });
    const friend = await createReadyFriend();
    const { serviceId, renew } = await serviceInItsGrace(setup);
    const { callSid, xml } = await callAndKeyCode(setup);
    await friendAnswers(setup, callSid, xml, '1');

    await renew();
    expect((await bridged(setup, callSid, xml, 125)).status).toBe(200);

    expect(await serviceRemaining(serviceId)).toBe(600);
    expect(await earningsOf(friend.id)).toEqual([expect.objectContaining({ minutes: 3 })]);
  });

  it('metered before the renewal, the call leaves the same: the renewal restores the credits it used', async () => {
    const setup = await createCallSetup({
      serviceTypes: ['CALL_FORWARDING'],
      forwardingNumber: '+15553334444',
    });
    const { serviceId, renew } = await serviceInItsGrace(setup);
    const { callSid, xml } = await callAndKeyCode(setup);
    await bridged(setup, callSid, xml, 300);
    expect(await serviceRemaining(serviceId)).toBe(550);

    await renew();
    expect(await serviceRemaining(serviceId)).toBe(600);
  });

  it('dialled after the renewal, the call is charged to the new cycle', async () => {
    const setup = await createCallSetup({
      serviceTypes: ['CALL_FORWARDING'],
      forwardingNumber: '+15553334444',
    });
    const { serviceId, renew } = await serviceInItsGrace(setup);
    await renew();
    const { callSid, xml } = await callAndKeyCode(setup);
    await bridged(setup, callSid, xml, 300);
    expect(await serviceRemaining(serviceId)).toBe(550);
  });
});
