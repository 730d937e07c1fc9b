import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/errors';
import { call } from '../../test/http';
import { db, inmateWithKeptCard, json, paymentsOf, servicesOf } from '../../test/payment-flows';
import { deliver, eventsAbout } from '../../test/stripe';
import { offers, paymentDiscrepancies } from '../db/schema';
import type { PaymentPort } from './port';
import { setPaymentsForTests } from './provider';
import { RENEWAL_HELD, RENEWAL_SENT } from './renew-routes';
import { StripePayments } from './stripe-adapter';

afterEach(() => setPaymentsForTests(undefined));

// POST /api/renewservice after the card was charged: the answer says what happened to the money. A booking that
// fails at once leaves the payment to the webhook ("Renewal sent", never a failure that invites a second charge);
// a payment that cannot be booked at all is said to be held for staff, never "Renewed".

/** The local Stripe server's port, with `retrievePaymentIntent` running `before` first; the charges' intent ids. */
function paymentsWith(before: () => Promise<void>) {
  const charged: string[] = [];
  setPaymentsForTests((config) => {
    const real = new StripePayments(config);
    return Object.assign(Object.create(real) as PaymentPort, {
      chargeCardOnFile: async (input: Parameters<PaymentPort['chargeCardOnFile']>[0]) => {
        const result = await real.chargeCardOnFile(input);
        charged.push(result.paymentIntentId);
        return result;
      },
      retrievePaymentIntent: async (id: string) => {
        await before();
        return real.retrievePaymentIntent(id);
      },
    });
  });
  return charged;
}

const renew = (cookie: string, serviceId: number) =>
  call('/api/renewservice', {
    cookie,
    form: { serviceId: String(serviceId), requestId: crypto.randomUUID() },
  });

describe('POST /api/renewservice once the card is charged', () => {
  it('a booking that fails at once answers Renewal sent; the webhook then books it', async () => {
    const { inmate, cookie, service } = await inmateWithKeptCard();
    const charged = paymentsWith(async () => {
      throw new Error('D1 is having a moment');
    });
    const response = await renew(cookie, service.id);
    expect([response.status, await json(response)]).toEqual([
      200,
      { message: RENEWAL_SENT, status: 'pending' },
    ]);
    expect(await servicesOf(inmate.id)).toHaveLength(1);

    setPaymentsForTests(undefined);
    const [event] = await eventsAbout(charged[0] ?? '', 'payment_intent.succeeded');
    expect((await deliver(event)).status).toBe(200);
    expect(await servicesOf(inmate.id)).toHaveLength(2);
    expect((await paymentsOf(inmate.id)).map((payment) => payment.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
  });

  it('a payment that cannot be booked (the price changed meanwhile) is said to be held for staff', async () => {
    const { inmate, cookie, service, offer } = await inmateWithKeptCard();
    paymentsWith(async () => {
      await db().update(offers).set({ priceCents: 2499 }).where(eq(offers.id, offer.id));
    });
    const response = await renew(cookie, service.id);
    expect([response.status, await json(response)]).toEqual([409, errorBody(RENEWAL_HELD)]);
    expect(await servicesOf(inmate.id)).toHaveLength(1);
    expect(await db().select().from(paymentDiscrepancies)).toMatchObject([
      { kind: 'offers', inmateId: inmate.id },
    ]);
  });
});
