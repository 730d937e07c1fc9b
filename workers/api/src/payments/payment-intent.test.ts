import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createEmployee, createInmate, signIn, signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { createCatalogue, createOffer } from '../../test/offers';
import { db, inmateWithSelection, intentIdOf, json, paymentIntent } from '../../test/payment-flows';
import { retrievePaymentIntent, stripeUrl } from '../../test/stripe';
import { offers, paymentMethods } from '../db/schema';
import { deleteOffer } from '../offers/queries';
import { setPaymentsForTests } from './provider';
import { StripePayments } from './stripe-adapter';

// The card form's PaymentIntent for the selected offers (spec §7 getstripepaymentintent).

/** Runs `meanwhile` once, as soon as a request's read of its selection's offers (a batch) has answered. */
function afterSelectionRead(meanwhile: () => Promise<unknown>) {
  const withSession = env.DB.withSession.bind(env.DB);
  let armed = true;
  vi.spyOn(env.DB, 'withSession').mockImplementation((start) => {
    const session = withSession(start);
    let offersRead = false;
    return Object.assign(Object.create(session), {
      prepare: (query: string) => {
        if (/^select .* from "offers" where/i.test(query)) offersRead = true;
        return session.prepare(query);
      },
      batch: async (statements: D1PreparedStatement[]) => {
        const results = await session.batch(statements);
        if (armed && offersRead) {
          armed = false;
          await meanwhile();
        }
        return results;
      },
    });
  });
}

/** What the route asks the provider to create, recorded (the real adapter still does it). */
function recordProviderCreations() {
  const created: string[] = [];
  setPaymentsForTests((config) => {
    const real = new StripePayments(config);
    return Object.assign(Object.create(real) as typeof real, {
      createCustomer: (input: Parameters<typeof real.createCustomer>[0]) => {
        created.push('customer');
        return real.createCustomer(input);
      },
      createCardFormIntent: (input: Parameters<typeof real.createCardFormIntent>[0]) => {
        created.push('intent');
        return real.createCardFormIntent(input);
      },
    });
  });
  return created;
}

describe('GET /api/getstripepaymentintent', () => {
  it('answers a PaymentIntent for the selected offers: client secret, pay button text, publishable key', async () => {
    const { pals, digital } = await createCatalogue();
    const { cookie, inmate } = await inmateWithSelection({
      PHONE_PALS: pals.id,
      [`aggregate-${digital.id}`]: digital.id,
    });
    const answer = await paymentIntent(cookie);
    expect(answer).toEqual({
      clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      payButtonText: 'Pay $25.98',
      stripePublicKey: 'pk_test_local',
      stripeJsUrl: `${stripeUrl()}/v3`,
      amount: 25.98,
    });
    const intent = await retrievePaymentIntent(intentIdOf(answer.clientSecret));
    expect(intent).toMatchObject({
      amount: 2598,
      status: 'requires_payment_method',
      customer: null,
      setup_future_usage: null,
      metadata: {
        kind: 'offers',
        inmateId: String(inmate.id),
        offers: `${pals.id},${digital.id}`,
        recurring: 'false',
        automatic: 'false',
      },
    });
  });

  it('computes the amount on the server: client figures are ignored, current prices count', async () => {
    const offer = await createOffer({ serviceTypes: ['MESSAGING'], priceCents: 599 });
    const { cookie } = await inmateWithSelection({ MESSAGING: offer.id });
    await db().update(offers).set({ priceCents: 650 }).where(eq(offers.id, offer.id));
    const answer = await paymentIntent(cookie, '?amount=1&price=0.01&recurring=false');
    expect(answer.amount).toBe(6.5);
    expect((await retrievePaymentIntent(intentIdOf(answer.clientSecret))).amount).toBe(650);
  });

  it('keeps the card for off-session use when Recurring, and Automatic forces Recurring (spec §4)', async () => {
    const { chat } = await createCatalogue();
    const { cookie } = await inmateWithSelection({ AI_CHAT: chat.id });
    for (const query of ['?recurring=true&automatic=false', '?recurring=false&automatic=true']) {
      const answer = await paymentIntent(cookie, query);
      const intent = await retrievePaymentIntent(intentIdOf(answer.clientSecret));
      expect(intent.customer).toMatch(/^cus_/);
      expect(intent.setup_future_usage).toBe('off_session');
      expect(intent.metadata.recurring).toBe('true');
    }
  });

  it('starts a new customer when the stored one is unknown to the provider (e.g. demo data)', async () => {
    const { chat } = await createCatalogue();
    const { cookie, inmate } = await inmateWithSelection({ AI_CHAT: chat.id });
    await db().insert(paymentMethods).values({
      inmateId: inmate.id,
      kind: 'card',
      description: 'Visa •••• 4242',
      stripeCustomerId: 'cus_not_at_this_provider',
      stripePaymentMethodId: 'pm_not_at_this_provider',
    });
    const answer = await paymentIntent(cookie, '?recurring=true');
    const intent = await retrievePaymentIntent(intentIdOf(answer.clientSecret));
    expect(intent.customer).toMatch(/^cus_/);
    expect(intent.customer).not.toBe('cus_not_at_this_provider');
  });

  it('refuses a session without a selection with Please Select Offer', async () => {
    const cookie = await signInAs('inmate');
    const response = await call('/api/getstripepaymentintent', { cookie });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ error: 'Please Select Offer', code: 'selectOffer' });
  });

  it('refuses a selection under the card minimum of $0.50 with a clear message', async () => {
    const offer = await createOffer({ priceCents: 49 });
    const { cookie } = await inmateWithSelection({ PHONE_PALS: offer.id });
    const response = await call('/api/getstripepaymentintent', { cookie });
    expect([response.status, await json(response)]).toEqual([
      400,
      { error: 'A card payment must be at least $0.50: choose more offers', code: 'cardPaymentTooSmall' },
    ]);
  });

  it('refuses a selection whose offer was retired since', async () => {
    const offer = await createOffer({ serviceTypes: ['MESSAGING'] });
    const { cookie } = await inmateWithSelection({ MESSAGING: offer.id });
    await db().update(offers).set({ retired: true, active: false }).where(eq(offers.id, offer.id));
    const response = await call('/api/getstripepaymentintent', { cookie });
    expect(await json(response)).toEqual({ error: 'Please Select Offer', code: 'selectOffer' });
  });

  it('refuses a selection of which one offer was retired since, rather than charging for the others', async () => {
    const { pals, digital } = await createCatalogue();
    const { cookie } = await inmateWithSelection({
      PHONE_PALS: pals.id,
      [`aggregate-${digital.id}`]: digital.id,
    });
    await db().update(offers).set({ retired: true, active: false }).where(eq(offers.id, digital.id));
    const response = await call('/api/getstripepaymentintent', { cookie });
    expect([response.status, await json(response)]).toEqual([
      400,
      { error: 'Please Select Offer', code: 'selectOffer' },
    ]);
  });

  it('refuses a selection whose offer an ADMIN deletes while the intent is made; nothing made at the provider', async () => {
    const offer = await createOffer();
    const { cookie } = await inmateWithSelection({ PHONE_PALS: offer.id });
    const admin = await createEmployee({ roles: ['ADMIN'] });
    // The route has read the offer on sale; the delete lands before the PaymentIntent is made.
    let deleted: unknown;
    afterSelectionRead(async () => {
      deleted = await deleteOffer(db(), admin.id, offer.id);
    });
    const created = recordProviderCreations();
    try {
      const response = await call('/api/getstripepaymentintent?recurring=true', { cookie });
      expect(deleted).toBe('deleted');
      expect([response.status, await json(response)]).toEqual([
        400,
        { error: 'Please Select Offer', code: 'selectOffer' },
      ]);
      expect(created).toEqual([]);
    } finally {
      setPaymentsForTests(undefined);
      vi.restoreAllMocks();
    }
  });

  it('refuses flags that are not true or false', async () => {
    const offer = await createOffer();
    const { cookie } = await inmateWithSelection({ PHONE_PALS: offer.id });
    const response = await call('/api/getstripepaymentintent?recurring=yes', { cookie });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      error: 'recurring and automatic must be true or false',
      code: 'flagInvalid',
    });
  });

  it('answers the signed-in inmate or staff acting as one; 401 otherwise', async () => {
    const offer = await createOffer();
    const anonymous = await call('/api/selectoffers', { json: { PHONE_PALS: offer.id } });
    const cookie = anonymous.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    expect((await call('/api/getstripepaymentintent', { cookie })).status).toBe(401);
    expect((await call('/api/getstripepaymentintent')).status).toBe(401);
    expect((await call('/api/getstripepaymentintent', { cookie: await signInAs('friend') })).status).toBe(
      403,
    );

    const inmate = await createInmate();
    const admin = await signIn('staff', await createEmployee({ roles: ['ADMIN'] }));
    await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie: admin });
    await call('/api/selectoffers', { json: { PHONE_PALS: offer.id }, cookie: admin });
    expect((await call('/api/getstripepaymentintent', { cookie: admin })).status).toBe(200);
  });

  it('answers 502 with a readable message when the provider cannot be reached', async () => {
    const offer = await createOffer();
    const { cookie } = await inmateWithSelection({ PHONE_PALS: offer.id });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setPaymentsForTests((config) => {
      const real = new StripePayments(config);
      return Object.assign(Object.create(real) as typeof real, {
        createCardFormIntent: () => Promise.reject(new TypeError('fetch failed: connection refused')),
      });
    });
    try {
      const response = await call('/api/getstripepaymentintent', { cookie });
      expect(response.status).toBe(502);
      expect(await json(response)).toEqual({
        error: 'The payment provider could not be reached',
        code: 'providerDown',
      });
    } finally {
      setPaymentsForTests(undefined);
      vi.restoreAllMocks();
    }
  });
});
