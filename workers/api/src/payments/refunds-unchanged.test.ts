import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../../test/offers';
import { db, paymentsOf, servicesOf } from '../../test/payment-flows';
import { chargeRefundedEvent, deliver, disputeClosedEvent, eventsAbout } from '../../test/stripe';
import { services } from '../db/schema';
import { paidSelection, silencedLogs } from './refund-test-helpers';

// What a refund report does not change: a partial refund, an unknown or unsigned one, a late success of a refunded
// payment (docs/decisions.md "Refunds and lost disputes").

const logs = silencedLogs();

describe('POST /api/stripe/webhook: what a refund does not change', () => {
  it('a partial refund leaves the payment succeeded and the credits as they are, logged', async () => {
    const { pals } = await createCatalogue();
    const { inmate, intentId, amountCents } = await paidSelection({ PHONE_PALS: pals.id });

    const response = await deliver(
      chargeRefundedEvent({ paymentIntentId: intentId, amountCents, refundedCents: 500 }),
    );

    expect(response.status).toBe(200);
    expect(await paymentsOf(inmate.id)).toMatchObject([{ status: 'succeeded' }]);
    expect(await servicesOf(inmate.id)).toMatchObject([{ remainingTenths: 600 }]);
    expect(logs()).toHaveBeenCalledWith(
      expect.stringContaining(`${intentId} refunded in part (500 of 999 cents)`),
    );

    // The rest refunded later: the charge is then refunded in full.
    await deliver(
      chargeRefundedEvent({ paymentIntentId: intentId, amountCents, refundedCents: amountCents }),
    );
    expect(await paymentsOf(inmate.id)).toMatchObject([{ status: 'refunded' }]);
    expect(await servicesOf(inmate.id)).toMatchObject([{ remainingTenths: 0 }]);
  });

  it('a refund of a payment intent the product never booked answers 200, is logged, changes nothing', async () => {
    const { pals } = await createCatalogue();
    const { inmate } = await paidSelection({ PHONE_PALS: pals.id });

    const unknown = await deliver(
      chargeRefundedEvent({ paymentIntentId: 'pi_never_booked', amountCents: 999 }),
    );
    const lost = await deliver(
      disputeClosedEvent({ paymentIntentId: 'pi_never_booked', amountCents: 999, status: 'lost' }),
    );
    const noIntent = await deliver(chargeRefundedEvent({ paymentIntentId: null, amountCents: 999 }));

    expect([unknown.status, lost.status, noIntent.status]).toEqual([200, 200, 200]);
    expect(logs()).toHaveBeenCalledWith(expect.stringContaining('pi_never_booked'));
    expect(logs()).toHaveBeenCalledWith(expect.stringContaining('no payment intent'));
    expect(await paymentsOf(inmate.id)).toMatchObject([{ status: 'succeeded' }]);
    expect(await servicesOf(inmate.id)).toMatchObject([{ remainingTenths: 600 }]);
  });

  it('an unsigned refund is refused before anything is read', async () => {
    const { pals } = await createCatalogue();
    const { inmate, intentId, amountCents } = await paidSelection({ PHONE_PALS: pals.id });

    const response = await deliver(chargeRefundedEvent({ paymentIntentId: intentId, amountCents }), {
      secret: 'whsec_someone_else',
    });

    expect(response.status).toBe(400);
    expect(await paymentsOf(inmate.id)).toMatchObject([{ status: 'succeeded' }]);
    expect(await servicesOf(inmate.id)).toMatchObject([{ remainingTenths: 600 }]);
  });

  it('a refunded payment delivered again as succeeded is not booked again', async () => {
    const { pals } = await createCatalogue();
    const { inmate, intentId, amountCents } = await paidSelection({ PHONE_PALS: pals.id });
    await deliver(chargeRefundedEvent({ paymentIntentId: intentId, amountCents }));

    const [succeeded] = await eventsAbout(intentId, 'payment_intent.succeeded');
    expect((await deliver({ ...succeeded, id: `${succeeded?.id}_late` })).status).toBe(200);

    expect(await paymentsOf(inmate.id)).toMatchObject([{ status: 'refunded' }]);
    expect(await servicesOf(inmate.id)).toMatchObject([{ remainingTenths: 0 }]);
  });
});

describe('a refunded Automatic purchase whose subscription had not started', () => {
  it('starts none when its success is delivered again', async () => {
    const { palsMonth } = await createCatalogue();
    const { inmate, intentId, amountCents } = await paidSelection(
      { PHONE_PALS: palsMonth.id },
      '?automatic=true',
    );
    // As if the subscription's start had failed at the first delivery: a later delivery would start it.
    const [service] = await servicesOf(inmate.id);
    await db()
      .update(services)
      .set({ stripeSubscriptionId: null })
      .where(eq(services.id, service?.id ?? 0));
    await deliver(chargeRefundedEvent({ paymentIntentId: intentId, amountCents }));

    const [succeeded] = await eventsAbout(intentId, 'payment_intent.succeeded');
    expect((await deliver({ ...succeeded, id: `${succeeded?.id}_after_refund` })).status).toBe(200);

    expect(await servicesOf(inmate.id)).toMatchObject([{ stripeSubscriptionId: null, remainingTenths: 0 }]);
  });
});
