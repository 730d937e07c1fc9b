import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCatalogue } from '../../test/offers';
import { db, paymentsOf, servicesOf } from '../../test/payment-flows';
import {
  chargeRefundedEvent,
  deliver,
  disputeClosedEvent,
  paymentSucceededEvent,
  retrieveSubscription,
} from '../../test/stripe';
import { auxiliaryCurrencyCharges, paymentServices } from '../db/schema';
import { setPaymentsForTests } from './provider';
import { history, paidSelection, renewedService, setRemaining, silencedLogs } from './refund-test-helpers';
import { StripePayments } from './stripe-adapter';

// A card payment Stripe reports refunded in full (charge.refunded) or lost to a dispute (charge.dispute.closed,
// lost) is `refunded`, and the services it bought or renewed lose the credits it gave them, never below zero; once,
// however often and however concurrently Stripe reports it (docs/decisions.md "Refunds and lost disputes").

const logs = silencedLogs();
afterEach(() => setPaymentsForTests(undefined));

describe('POST /api/stripe/webhook: a payment refunded in full', () => {
  it('is refunded, and each service it bought loses the credits it gave; Payment History says so', async () => {
    const { palsMonth, messaging } = await createCatalogue();
    const { cookie, inmate, intentId, amountCents } = await paidSelection({
      PHONE_PALS: palsMonth.id,
      MESSAGING: messaging.id,
    });
    const [pals, messages] = await servicesOf(inmate.id);
    await setRemaining(pals?.id, 1200); // 30 of its 150 credits talked

    const response = await deliver(chargeRefundedEvent({ paymentIntentId: intentId, amountCents }));

    expect(response.status).toBe(200);
    expect(await paymentsOf(inmate.id)).toMatchObject([{ status: 'refunded', amountCents: 1999 + 599 }]);
    expect((await servicesOf(inmate.id)).map((service) => [service.id, service.remainingTenths])).toEqual([
      [pals?.id, 0],
      [messages?.id, 0],
    ]);
    // Still listed, with its services, as refunded.
    expect(await history(cookie)).toMatchObject([
      { amount: 25.98, status: 'refunded', serviceTitles: ['Friends 150', 'Messages 100'] },
    ]);
    expect(logs()).toHaveBeenCalledWith(expect.stringContaining(`payment ${intentId} refunded`));
  });

  it('takes away only what the payment gave: credits a later renewal paid for stay', async () => {
    const { inmate, intentId, amountCents, serviceId, purchase, renewal } = await renewedService();

    await deliver(chargeRefundedEvent({ paymentIntentId: intentId, amountCents }));

    expect(await paymentsOf(inmate.id)).toMatchObject([
      { id: purchase?.id, status: 'refunded' },
      { id: renewal?.id, status: 'succeeded' },
    ]);
    expect(await servicesOf(inmate.id)).toMatchObject([{ id: serviceId, remainingTenths: 1500 }]);
  });

  it('never takes a service below zero when most of its credits were used', async () => {
    const { pals } = await createCatalogue();
    const { inmate, intentId, amountCents } = await paidSelection({ PHONE_PALS: pals.id });
    const [service] = await servicesOf(inmate.id);
    await setRemaining(service?.id, 50); // 55 of its 60 credits talked

    await deliver(chargeRefundedEvent({ paymentIntentId: intentId, amountCents }));

    expect(await servicesOf(inmate.id)).toMatchObject([{ id: service?.id, remainingTenths: 0 }]);
    expect(await paymentsOf(inmate.id)).toMatchObject([{ status: 'refunded' }]);
  });

  it('changes once when replayed, re-sent under other ids, and delivered at once with a lost dispute', async () => {
    const { inmate, intentId, amountCents, serviceId } = await renewedService();
    const refund = chargeRefundedEvent({ paymentIntentId: intentId, amountCents });

    const responses = await Promise.all([
      deliver(refund),
      deliver(refund),
      deliver({ ...refund, id: `${refund.id}_again` }),
      deliver(chargeRefundedEvent({ paymentIntentId: intentId, amountCents })),
      deliver(disputeClosedEvent({ paymentIntentId: intentId, amountCents, status: 'lost' })),
    ]);
    for (let i = 0; i < 3; i += 1) responses.push(await deliver(refund));

    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    // 300 credits (the purchase's 150 and the renewal's): the purchase's 150 taken once.
    expect(await servicesOf(inmate.id)).toMatchObject([{ id: serviceId, remainingTenths: 1500 }]);
    expect((await paymentsOf(inmate.id)).map((payment) => payment.status)).toEqual(['refunded', 'succeeded']);
  });

  it('refunds a renewal payment: the service loses that cycle’s credits, its purchase stands', async () => {
    const { inmate, serviceId, renewal } = await renewedService();
    await setRemaining(serviceId, 1700); // 130 of the 300 credits talked

    const response = await deliver(
      chargeRefundedEvent({
        paymentIntentId: renewal?.stripePaymentIntentId ?? null,
        amountCents: renewal?.amountCents ?? 0,
      }),
    );

    expect(response.status).toBe(200);
    expect((await paymentsOf(inmate.id)).map((payment) => payment.status)).toEqual(['succeeded', 'refunded']);
    expect(await servicesOf(inmate.id)).toMatchObject([{ id: serviceId, remainingTenths: 200 }]);
  });

  it('refunds a renewal booked under its invoice (the invoice came without its payments), found by its charge', async () => {
    const { inmate, serviceId, renewal, renewalIntentId } = await renewedService({
      withoutInvoicePayments: true,
    });
    expect(renewal?.stripePaymentIntentId).toMatch(/^in_/);
    expect(renewalIntentId).toMatch(/^pi_/);

    const response = await deliver(
      chargeRefundedEvent({
        paymentIntentId: renewalIntentId ?? null,
        amountCents: renewal?.amountCents ?? 0,
      }),
    );

    expect(response.status).toBe(200);
    expect((await paymentsOf(inmate.id)).map((payment) => payment.status)).toEqual(['succeeded', 'refunded']);
    expect(await servicesOf(inmate.id)).toMatchObject([{ id: serviceId, remainingTenths: 1500 }]);
    expect(logs()).toHaveBeenCalledWith(
      expect.stringContaining(`payment ${renewal?.stripePaymentIntentId} refunded`),
    );
  });

  it('stops the renewals of an Automatic service whose payment is refunded: its subscription bills no more', async () => {
    const { inmate, serviceId, renewal } = await renewedService();
    const [before] = await servicesOf(inmate.id);
    expect(before).toMatchObject({
      automaticPayments: true,
      stripeSubscriptionId: expect.stringMatching(/^sub_/),
    });

    const refund = chargeRefundedEvent({
      paymentIntentId: renewal?.stripePaymentIntentId ?? null,
      amountCents: renewal?.amountCents ?? 0,
    });
    // Stripe cannot be reached for the cancel: 500, the subscription still holds, and Stripe sends the event again.
    let failures = 1;
    setPaymentsForTests((bindings) => {
      const stripe = new StripePayments(bindings);
      const cancel = stripe.cancelSubscription.bind(stripe);
      stripe.cancelSubscription = async (id) => {
        if (failures-- > 0) throw new Error('socket hang up');
        return cancel(id);
      };
      return stripe;
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await deliver(refund)).status).toBe(500);
    expect(await servicesOf(inmate.id)).toMatchObject([{ id: serviceId, automaticPayments: true }]);

    expect((await deliver(refund)).status).toBe(200); // the same event again: refunded already, stopped now
    expect(await servicesOf(inmate.id)).toMatchObject([
      { id: serviceId, automaticPayments: false, remainingTenths: 1500 },
    ]);
    expect((await retrieveSubscription(before?.stripeSubscriptionId ?? '')).status).toBe('canceled');
  });

  it('refunds a money charge: the payment is refunded, the charge stays listed, no credits change', async () => {
    const { pals } = await createCatalogue();
    const { inmate } = await paidSelection({ PHONE_PALS: pals.id });
    const charge = paymentSucceededEvent({
      amountCents: 1200,
      metadata: { kind: 'auxiliary', inmateId: String(inmate.id), description: 'Replacement ID card' },
    });
    expect((await deliver(charge)).status).toBe(200);

    const response = await deliver(
      chargeRefundedEvent({ paymentIntentId: charge.data.object.id as string, amountCents: 1200 }),
    );

    expect(response.status).toBe(200);
    expect((await paymentsOf(inmate.id)).map((payment) => [payment.amountCents, payment.status])).toEqual([
      [999, 'succeeded'],
      [1200, 'refunded'],
    ]);
    expect(await db().select().from(auxiliaryCurrencyCharges)).toMatchObject([
      { inmateId: inmate.id, priceCents: 1200, description: 'Replacement ID card' },
    ]);
    expect(await servicesOf(inmate.id)).toMatchObject([{ remainingTenths: 600 }]);
  });

  it('takes the offer’s credits from a payment booked before its credits were recorded (migration 0023)', async () => {
    const { pals } = await createCatalogue();
    const { inmate, intentId, amountCents } = await paidSelection({ PHONE_PALS: pals.id });
    const [service] = await servicesOf(inmate.id);
    await db().update(paymentServices).set({ creditsAddedTenths: null, paidThrough: null });
    await setRemaining(service?.id, 1000);

    await deliver(chargeRefundedEvent({ paymentIntentId: intentId, amountCents }));

    expect(await servicesOf(inmate.id)).toMatchObject([{ id: service?.id, remainingTenths: 400 }]);
  });
});

describe('a refund in another inmate’s account', () => {
  it('touches only the services of the refunded payment', async () => {
    const { pals } = await createCatalogue();
    const first = await paidSelection({ PHONE_PALS: pals.id });
    const second = await paidSelection({ PHONE_PALS: pals.id });

    await deliver(chargeRefundedEvent({ paymentIntentId: first.intentId, amountCents: first.amountCents }));

    expect(await servicesOf(first.inmate.id)).toMatchObject([{ remainingTenths: 0 }]);
    expect(await servicesOf(second.inmate.id)).toMatchObject([{ remainingTenths: 600 }]);
    expect(await paymentsOf(second.inmate.id)).toMatchObject([{ status: 'succeeded' }]);
  });
});
