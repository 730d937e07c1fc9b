import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInmate, signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { createOffer } from '../../test/offers';
import { deliver, offersMetadata, paymentSucceededEvent } from '../../test/stripe';
import { getDb } from '../db/client';
import { auxiliaryCurrencyCharges, offers, payments, services } from '../db/schema';
import type { PaymentPort } from './port';
import { setPaymentsForTests } from './provider';
import { StripePayments } from './stripe-adapter';

// Item 7 of the payments work: the webhook books what the offers cost in D1, never crashes on a signed event, and
// lists what it did not book for staff (docs/architecture.md "Payment discrepancies").

const db = () => getDb(env.DB);
const nothingBooked = async () => {
  expect(await db().select().from(payments)).toEqual([]);
  expect(await db().select().from(services)).toEqual([]);
};

let errors: ReturnType<typeof vi.spyOn>;
let logs: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  logs = vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  setPaymentsForTests(undefined);
  vi.restoreAllMocks();
});

async function discrepancies(cookie?: string) {
  const response = await call('/admin/api/getpaymentdiscrepancies', {
    cookie: cookie ?? (await signInAs('admin')),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

describe('POST /api/stripe/webhook books what the offers cost in D1', () => {
  it('credits from the offer in D1, whatever price the metadata names', async () => {
    const inmate = await createInmate();
    const offer = await createOffer({ priceCents: 999, creditsIncludedTenths: 600 });
    // An intent made before prices were read from D1 carried `id:price`; only the id counts.
    const event = paymentSucceededEvent({
      amountCents: 999,
      metadata: { ...offersMetadata(inmate.id, []), offers: `${offer.id}:1` },
    });
    expect((await deliver(event)).status).toBe(200);
    expect(await db().select().from(payments)).toMatchObject([{ inmateId: inmate.id, amountCents: 999 }]);
    expect(await db().select().from(services)).toMatchObject([{ offerId: offer.id, remainingTenths: 600 }]);
    expect(await discrepancies()).toEqual([]);
  });

  it('does not credit a payment of another amount: it is logged and listed for ADMIN, once', async () => {
    const inmate = await createInmate();
    const offer = await createOffer({ priceCents: 1999 });
    const event = paymentSucceededEvent({
      amountCents: 100,
      metadata: offersMetadata(inmate.id, [offer.id]),
    });
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver({ ...event, id: `${event.id}_again` })).status).toBe(200);
    await nothingBooked();
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('amount received 100 is not what the offers cost'),
    );
    expect(await discrepancies()).toEqual([
      {
        id: expect.any(Number),
        paymentIntentId: event.data.object.id,
        kind: 'offers',
        inmateId: inmate.id,
        amount: 1,
        expectedAmount: 19.99,
        reason: 'amount received 100 is not what the offers cost, 1999',
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it('does not credit a payment in another currency than the prices (USD): it is listed for ADMIN', async () => {
    const inmate = await createInmate();
    const offer = await createOffer({ priceCents: 1999 });
    const event = paymentSucceededEvent({
      amountCents: 1999,
      metadata: offersMetadata(inmate.id, [offer.id]),
    });
    // 1999 yen is about $13, not $19.99.
    (event.data.object as Record<string, unknown>).currency = 'jpy';
    expect((await deliver(event)).status).toBe(200);
    await nothingBooked();
    expect(await discrepancies()).toMatchObject([
      { amount: 19.99, expectedAmount: 19.99, reason: 'paid in jpy, not usd' },
    ]);
  });

  it('a price changed in D1 after the intent was made: the old amount is not credited', async () => {
    const inmate = await createInmate();
    const offer = await createOffer({ priceCents: 999 });
    await db().update(offers).set({ priceCents: 1299 }).where(eq(offers.id, offer.id));
    const event = paymentSucceededEvent({
      amountCents: 999,
      metadata: offersMetadata(inmate.id, [offer.id]),
    });
    expect((await deliver(event)).status).toBe(200);
    await nothingBooked();
    expect(await discrepancies()).toMatchObject([{ amount: 9.99, expectedAmount: 12.99 }]);
  });

  it('lists discrepancies to ADMIN only', async () => {
    for (const [kind, status] of [
      ['inmate', 403],
      ['employee1', 403],
      ['friend', 403],
    ] as const) {
      const response = await call('/admin/api/getpaymentdiscrepancies', { cookie: await signInAs(kind) });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error: expect.any(String), code: expect.any(String) });
    }
    expect((await call('/admin/api/getpaymentdiscrepancies')).status).toBe(401);
  });
});

describe('POST /api/stripe/webhook answers 200 to every signed event it cannot book', () => {
  it('an unknown offer: 200, nothing booked, listed', async () => {
    const inmate = await createInmate();
    const event = paymentSucceededEvent({ amountCents: 999, metadata: offersMetadata(inmate.id, [987654]) });
    expect((await deliver(event)).status).toBe(200);
    await nothingBooked();
    expect(await discrepancies()).toMatchObject([
      { reason: 'offer 987654 does not exist', inmateId: inmate.id },
    ]);
  });

  it('an unknown inmate: 200, nothing booked, listed', async () => {
    const offer = await createOffer({ priceCents: 999 });
    const event = paymentSucceededEvent({ amountCents: 999, metadata: offersMetadata(987654, [offer.id]) });
    expect((await deliver(event)).status).toBe(200);
    await nothingBooked();
    expect(await discrepancies()).toMatchObject([
      { reason: 'inmate 987654 does not exist', inmateId: 987654 },
    ]);
  });

  it('an offers payment whose metadata is not an order: 200, nothing booked, listed', async () => {
    const event = paymentSucceededEvent({ amountCents: 999, metadata: { kind: 'offers', offers: 'x' } });
    expect((await deliver(event)).status).toBe(200);
    await nothingBooked();
    expect(await discrepancies()).toMatchObject([
      { reason: 'the metadata is not an offers order', inmateId: null },
    ]);
  });

  it('a payment without our metadata: 200, nothing booked, logged why', async () => {
    const event = paymentSucceededEvent({ amountCents: 999, metadata: {} });
    expect((await deliver(event)).status).toBe(200);
    await nothingBooked();
    expect(logs).toHaveBeenCalledWith(expect.stringContaining('has no metadata kind'));
    expect(await discrepancies()).toEqual([]);
  });

  it('a money charge for an unknown inmate: 200, nothing booked, listed', async () => {
    const event = paymentSucceededEvent({
      amountCents: 500,
      metadata: { kind: 'auxiliary', inmateId: '987654', description: 'Headset' },
    });
    expect((await deliver(event)).status).toBe(200);
    expect(await db().select().from(auxiliaryCurrencyCharges)).toEqual([]);
    await nothingBooked();
    expect(await discrepancies()).toMatchObject([
      { kind: 'auxiliary', amount: 5, reason: 'inmate 987654 does not exist' },
    ]);
  });

  it('an offer deleted while its payment is in flight: 200, nothing booked, listed', async () => {
    const inmate = await createInmate();
    const offer = await createOffer({ priceCents: 999 });
    // The offer goes between the webhook's read of it and its booking (while the card is being described).
    setPaymentsForTests((config) => {
      const real = new StripePayments(config);
      return Object.assign(Object.create(real) as PaymentPort, {
        describePaymentMethod: async () => {
          await db().delete(offers).where(eq(offers.id, offer.id));
          return 'Visa •••• 4242';
        },
      });
    });
    const event = paymentSucceededEvent({
      amountCents: 999,
      metadata: offersMetadata(inmate.id, [offer.id]),
      paymentMethod: 'pm_card_visa',
    });
    expect((await deliver(event)).status).toBe(200);
    await nothingBooked();
    expect(await discrepancies()).toMatchObject([
      { reason: 'an offer was deleted or changed while the payment was in flight', expectedAmount: 9.99 },
    ]);
  });

  it('only a bad signature is refused, with 400', async () => {
    const event = paymentSucceededEvent({ amountCents: 999, metadata: {} });
    const response = await deliver(event, { secret: 'whsec_not_ours' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid signature', code: 'invalidSignature' });
  });
});
