import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInmate } from '../../test/fixtures';
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
import { deliver, eventsAbout, payWithCard, signatureFor } from '../../test/stripe';
import {
  auxiliaryCurrencyCharges,
  paymentMethods,
  paymentServices,
  payments,
  processedPaymentEvents,
} from '../db/schema';
import { addDays, today } from '../services/paid-through';
import { paymentsFor } from './provider';

// The Stripe webhook books card payments and other kinds of payment, once each (spec §7).

describe('POST /api/stripe/webhook: a card payment', () => {
  it('records the payment and creates the services of the offers, as the offer says', async () => {
    const { palsMonth, messaging } = await createCatalogue();
    const { cookie, inmate } = await inmateWithSelection({
      PHONE_PALS: palsMonth.id,
      MESSAGING: messaging.id,
    });
    const answer = await paymentIntent(cookie);
    await payAndDeliver(answer.clientSecret);

    const [payment, ...morePayments] = await paymentsOf(inmate.id);
    expect(morePayments).toEqual([]);
    expect(payment).toMatchObject({
      amountCents: 1999 + 599,
      status: 'succeeded',
      stripePaymentIntentId: intentIdOf(answer.clientSecret),
    });
    const [method] = await db().select().from(paymentMethods).where(eq(paymentMethods.inmateId, inmate.id));
    expect(method).toMatchObject({ kind: 'card', description: 'Visa •••• 4242', stripeCustomerId: null });
    expect(payment?.paymentMethodId).toBe(method?.id);

    const bought = await servicesOf(inmate.id);
    expect(bought).toMatchObject([
      {
        offerId: palsMonth.id,
        title: 'Friends 150',
        remainingTenths: 1500,
        paidThrough: addDays(today(), 30),
        recurringPayments: false,
        automaticPayments: false,
        active: true,
      },
      { offerId: messaging.id, title: 'Messages 100', remainingTenths: 600, paidThrough: null },
    ]);
    const links = await db()
      .select()
      .from(paymentServices)
      .where(eq(paymentServices.paymentId, payment?.id ?? 0));
    expect(links.map((link) => [link.serviceId, link.serviceTitle])).toEqual([
      [bought[0]?.id, 'Friends 150'],
      [bought[1]?.id, 'Messages 100'],
    ]);
  });

  it('credits once when the same payment is delivered 5 times, in other events too, even at once', async () => {
    const { pals } = await createCatalogue();
    const { cookie, inmate } = await inmateWithSelection({ PHONE_PALS: pals.id });
    const answer = await paymentIntent(cookie);
    const event = await payAndDeliver(answer.clientSecret);
    for (let i = 0; i < 4; i += 1) expect((await deliver(event)).status).toBe(200);
    // Other events about the same payment (as if Stripe re-sent it under new ids), concurrently.
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => deliver({ ...event, id: `${event.id}_copy${i}` })),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await servicesOf(inmate.id)).toHaveLength(1);
    expect(await paymentsOf(inmate.id)).toHaveLength(1);
    expect(await db().select().from(paymentServices)).toHaveLength(1);
    expect(await db().select().from(paymentMethods)).toHaveLength(1);
  });

  it('refuses an event whose signature does not verify, and creates nothing', async () => {
    const { pals } = await createCatalogue();
    const { cookie, inmate } = await inmateWithSelection({ PHONE_PALS: pals.id });
    const answer = await paymentIntent(cookie);
    await payWithCard(answer.clientSecret);
    const [event] = await eventsAbout(intentIdOf(answer.clientSecret), 'payment_intent.succeeded');
    const payload = JSON.stringify(event);
    const tampered = JSON.stringify({
      ...event,
      data: { object: { ...event?.data.object, amount_received: 1 } },
    });
    const attempts = [
      deliver(event, { secret: 'whsec_wrong' }),
      deliver(event, { signature: '' }),
      deliver(event, { signature: 't=1,v1=00' }),
      // A signature of another payload.
      deliver(JSON.parse(tampered), { signature: await signatureFor(payload) }),
      // Too old (Stripe's tolerance is 5 minutes).
      deliver(event, {
        signature: await signatureFor(payload, undefined, Math.floor(Date.now() / 1000) - 3600),
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ error: 'Invalid signature', code: 'invalidSignature' });
    }
    expect(await servicesOf(inmate.id)).toEqual([]);
    expect(await paymentsOf(inmate.id)).toEqual([]);
    expect(await db().select().from(processedPaymentEvents)).toEqual([]);
  });

  it('refuses a signed event that is not shaped as its type says, with 400, and books nothing', async () => {
    const { pals } = await createCatalogue();
    const { cookie, inmate } = await inmateWithSelection({ PHONE_PALS: pals.id });
    const answer = await paymentIntent(cookie);
    await payWithCard(answer.clientSecret);
    const [event] = await eventsAbout(intentIdOf(answer.clientSecret), 'payment_intent.succeeded');
    const malformed = [
      {},
      null,
      [],
      'x',
      42,
      { id: 'evt_only_id' },
      { id: 'evt_no_data', type: 'payment_intent.succeeded' },
      { id: 'evt_null_data', type: 'payment_intent.succeeded', data: null },
      {
        ...event,
        id: 'evt_no_amount',
        data: { object: { ...event?.data.object, amount_received: undefined } },
      },
      { id: 'evt_bad_invoice', type: 'invoice.paid', data: { object: { id: 'in_1', payments: {} } } },
    ];
    for (const body of malformed) {
      const response = await deliver(body);
      expect([JSON.stringify(body).slice(0, 40), response.status]).toEqual([
        JSON.stringify(body).slice(0, 40),
        400,
      ]);
      expect(await json(response)).toEqual({ error: 'Unreadable event', code: 'unreadableEvent' });
    }
    expect(await paymentsOf(inmate.id)).toEqual([]);
    expect(await db().select().from(processedPaymentEvents)).toEqual([]);
    // The well-formed event still books it.
    expect((await deliver(event)).status).toBe(200);
    expect(await paymentsOf(inmate.id)).toHaveLength(1);
  });

  it('a declined card shows the provider’s message and creates nothing', async () => {
    const { pals } = await createCatalogue();
    const { cookie, inmate } = await inmateWithSelection({ PHONE_PALS: pals.id });
    const answer = await paymentIntent(cookie);
    const declined = await payWithCard(answer.clientSecret, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    const [failed] = await eventsAbout(intentIdOf(answer.clientSecret), 'payment_intent.payment_failed');
    expect((await deliver(failed)).status).toBe(200);
    expect(await eventsAbout(intentIdOf(answer.clientSecret), 'payment_intent.succeeded')).toEqual([]);
    expect(await servicesOf(inmate.id)).toEqual([]);
    expect(await paymentsOf(inmate.id)).toEqual([]);
    expect(await db().select().from(paymentMethods)).toEqual([]);
  });

  it('books nothing when the amount received is not the order total the server computed', async () => {
    const { pals } = await createCatalogue();
    const { cookie, inmate } = await inmateWithSelection({ PHONE_PALS: pals.id });
    const answer = await paymentIntent(cookie);
    const event = await payAndDeliver(answer.clientSecret).catch(() => undefined);
    expect(event).toBeDefined();
    // A (signed) event for another intent whose metadata claims a dearer order than was paid.
    const inmate2 = await createInmate();
    const forged = structuredClone(event) as NonNullable<typeof event>;
    forged.id = `${forged.id}_forged`;
    forged.data.object = {
      ...forged.data.object,
      id: 'pi_forged',
      amount: 100,
      amount_received: 100,
      metadata: {
        kind: 'offers',
        inmateId: String(inmate2.id),
        offers: `${pals.id}:999`,
        recurring: 'false',
      },
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await deliver(forged)).status).toBe(200);
    vi.restoreAllMocks();
    expect(await servicesOf(inmate2.id)).toEqual([]);
    expect(await paymentsOf(inmate2.id)).toEqual([]);
    expect(await servicesOf(inmate.id)).toHaveLength(1);
  });
});

describe('POST /api/stripe/webhook: other kinds of payment', () => {
  afterEach(() => vi.restoreAllMocks());

  it('books an admin’s money charge (kind auxiliary) paid in the card form, once', async () => {
    const inmate = await createInmate();
    const intent = await paymentsFor(env).createAuxiliaryChargeIntent({
      inmateId: inmate.id,
      amountCents: 1200,
      description: 'Replacement ID card',
    });
    await payWithCard(intent.clientSecret);
    const [event] = await eventsAbout(intent.paymentIntentId, 'payment_intent.succeeded');
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver({ ...event, id: `${event?.id}_again` })).status).toBe(200);
    expect(await paymentsOf(inmate.id)).toMatchObject([{ amountCents: 1200, status: 'succeeded' }]);
    expect(await db().select().from(auxiliaryCurrencyCharges)).toMatchObject([
      { inmateId: inmate.id, priceCents: 1200, description: 'Replacement ID card' },
    ]);
  });

  it('answers 200 for a kind the product does not know, logs why and books nothing', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const intent = await paymentsFor(env).createCardFormIntent({
      amountCents: 1200,
      description: 'Unknown',
      kind: 'nobody-handles-this' as 'auxiliary',
      metadata: {},
    });
    await payWithCard(intent.clientSecret);
    const [event] = await eventsAbout(intent.paymentIntentId, 'payment_intent.succeeded');
    expect((await deliver(event)).status).toBe(200);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('unknown kind nobody-handles-this'));
    expect(await db().select().from(payments)).toEqual([]);
  });
});
