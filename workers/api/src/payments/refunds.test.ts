import type { PaymentRecordAnswer } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../test/http';
import { createCatalogue } from '../../test/offers';
import {
  db,
  inmateWithSelection,
  intentIdOf,
  json,
  payAndDeliver,
  paymentIntent,
  paymentsOf,
  servicesOf,
} from '../../test/payment-flows';
import {
  chargeRefundedEvent,
  deliver,
  disputeClosedEvent,
  eventsAbout,
  paymentSucceededEvent,
  renewSubscription,
} from '../../test/stripe';
import { auxiliaryCurrencyCharges, paymentServices, services } from '../db/schema';

// A card payment Stripe reports refunded in full (charge.refunded) or lost to a dispute (charge.dispute.closed,
// lost) is `refunded`, and the services it bought or renewed lose the credits it gave them, never below zero; once,
// however often and however concurrently Stripe reports it (docs/decisions.md "Refunds and lost disputes").

let logs: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logs = vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const setRemaining = (serviceId: number | undefined, remainingTenths: number) =>
  db()
    .update(services)
    .set({ remainingTenths })
    .where(eq(services.id, serviceId ?? 0));

/** An inmate who paid `selection` by card (booked by the webhook): the payment's intent id and amount. */
async function paidSelection(selection: Record<string, number>, query = '') {
  const { cookie, inmate } = await inmateWithSelection(selection);
  const answer = await paymentIntent(cookie, query);
  await payAndDeliver(answer.clientSecret);
  const [payment] = await paymentsOf(inmate.id);
  if (!payment) throw new Error('the payment was not booked');
  return { cookie, inmate, intentId: intentIdOf(answer.clientSecret), amountCents: payment.amountCents };
}

/** Friends 150 bought with Automatic, then renewed once (the local Stripe bills the next cycle now): 300 credits. */
async function renewedService() {
  const { palsMonth } = await createCatalogue();
  const paid = await paidSelection({ PHONE_PALS: palsMonth.id }, '?automatic=true');
  const [service] = await servicesOf(paid.inmate.id);
  const invoice = await renewSubscription(service?.stripeSubscriptionId ?? '');
  const [invoicePaid] = await eventsAbout(invoice.id, 'invoice.paid');
  expect((await deliver(invoicePaid)).status).toBe(200);
  const [purchase, renewal] = await paymentsOf(paid.inmate.id);
  expect(renewal).toMatchObject({ notes: 'Automatic renewal', status: 'succeeded' });
  expect((await servicesOf(paid.inmate.id))[0]?.remainingTenths).toBe(3000);
  return { ...paid, serviceId: service?.id, purchase, renewal };
}

async function history(cookie: string) {
  const response = await call('/api/getinmatepayments', { cookie });
  expect(response.status).toBe(200);
  return json<PaymentRecordAnswer[]>(response);
}

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
    expect(logs).toHaveBeenCalledWith(expect.stringContaining(`payment ${intentId} refunded`));
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

describe('POST /api/stripe/webhook: disputes', () => {
  it('a dispute lost refunds the payment and takes its credits', async () => {
    const { pals } = await createCatalogue();
    const { inmate, intentId, amountCents } = await paidSelection({ PHONE_PALS: pals.id });

    const response = await deliver(
      disputeClosedEvent({ paymentIntentId: intentId, amountCents, status: 'lost' }),
    );

    expect(response.status).toBe(200);
    expect(await paymentsOf(inmate.id)).toMatchObject([{ status: 'refunded' }]);
    expect(await servicesOf(inmate.id)).toMatchObject([{ remainingTenths: 0 }]);
  });

  it('a dispute won (or an inquiry closed) changes nothing', async () => {
    const { pals } = await createCatalogue();
    const { inmate, intentId, amountCents } = await paidSelection({ PHONE_PALS: pals.id });

    for (const status of ['won', 'warning_closed'] as const) {
      const response = await deliver(disputeClosedEvent({ paymentIntentId: intentId, amountCents, status }));
      expect(response.status).toBe(200);
    }

    expect(await paymentsOf(inmate.id)).toMatchObject([{ status: 'succeeded' }]);
    expect(await servicesOf(inmate.id)).toMatchObject([{ remainingTenths: 600 }]);
    expect(logs).toHaveBeenCalledWith(expect.stringContaining('closed won'));
  });
});

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
    expect(logs).toHaveBeenCalledWith(
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
    expect(logs).toHaveBeenCalledWith(expect.stringContaining('pi_never_booked'));
    expect(logs).toHaveBeenCalledWith(expect.stringContaining('no payment intent'));
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
