import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmployee, createInmate, signIn, signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { createCatalogue, createOffer } from '../../test/offers';
import {
  deliver,
  eventsAbout,
  eventsOfType,
  payWithCard,
  renewSubscription,
  retrievePaymentIntent,
  retrieveSubscription,
  signatureFor,
  stripeUrl,
} from '../../test/stripe';
import { getDb } from '../db/client';
import {
  auxiliaryCurrencyCharges,
  offers,
  paymentMethods,
  paymentServices,
  payments,
  processedPaymentEvents,
  services,
} from '../db/schema';
import { addDays, today } from '../services/paid-through';
import { paymentsFor, setPaymentsForTests } from './provider';
import { StripePayments } from './stripe-adapter';

const db = () => getDb(env.DB);

type IntentAnswer = {
  clientSecret: string;
  payButtonText: string;
  stripePublicKey: string;
  stripeJsUrl?: string;
  amountCents: number;
};

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** A signed-in inmate who chose `selection` (radio name → offer id) on the offer selection screen. */
async function inmateWithSelection(selection: Record<string, number>) {
  const inmate = await createInmate();
  const cookie = await signIn('inmate', inmate);
  const response = await call('/api/selectoffers', { json: selection, cookie });
  expect(response.status).toBe(200);
  return { inmate, cookie };
}

async function paymentIntent(cookie: string, query = '') {
  const response = await call(`/api/getstripepaymentintent${query}`, { cookie });
  expect(response.status).toBe(200);
  return json<IntentAnswer>(response);
}

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] as string;

/** Pays in the card form and delivers the resulting payment_intent.succeeded event to the Worker. */
async function payAndDeliver(clientSecret: string) {
  const paid = await payWithCard(clientSecret);
  expect(paid.status).toBe(200);
  const [event] = await eventsAbout(intentIdOf(clientSecret), 'payment_intent.succeeded');
  if (!event) throw new Error('no payment_intent.succeeded event');
  const response = await deliver(event);
  expect(response.status).toBe(200);
  return event;
}

const servicesOf = (inmateId: number) =>
  db().select().from(services).where(eq(services.inmateId, inmateId)).orderBy(services.id);
const paymentsOf = (inmateId: number) =>
  db().select().from(payments).where(eq(payments.inmateId, inmateId)).orderBy(payments.id);

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
      amountCents: 2598,
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
    expect(answer.amountCents).toBe(650);
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
    expect(await json(response)).toEqual({ error: 'Please Select Offer' });
  });

  it('refuses a selection whose offer was retired since', async () => {
    const offer = await createOffer({ serviceTypes: ['MESSAGING'] });
    const { cookie } = await inmateWithSelection({ MESSAGING: offer.id });
    await db().update(offers).set({ retired: true, active: false }).where(eq(offers.id, offer.id));
    const response = await call('/api/getstripepaymentintent', { cookie });
    expect(await json(response)).toEqual({ error: 'Please Select Offer' });
  });

  it('refuses flags that are not true or false', async () => {
    const offer = await createOffer();
    const { cookie } = await inmateWithSelection({ PHONE_PALS: offer.id });
    const response = await call('/api/getstripepaymentintent?recurring=yes', { cookie });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ error: 'recurring and automatic must be true or false' });
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
      expect(await json(response)).toEqual({ error: 'The payment provider could not be reached' });
    } finally {
      setPaymentsForTests(undefined);
      vi.restoreAllMocks();
    }
  });
});

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
      expect(await json(response)).toEqual({ error: 'Invalid signature' });
    }
    expect(await servicesOf(inmate.id)).toEqual([]);
    expect(await paymentsOf(inmate.id)).toEqual([]);
    expect(await db().select().from(processedPaymentEvents)).toEqual([]);
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

describe('Recurring and Automatic payments', () => {
  it('Recurring keeps the card on a Stripe customer for later card-on-file charges', async () => {
    const { pals } = await createCatalogue();
    const { cookie, inmate } = await inmateWithSelection({ PHONE_PALS: pals.id });
    const answer = await paymentIntent(cookie, '?recurring=true&automatic=false');
    await payAndDeliver(answer.clientSecret);
    const [service] = await servicesOf(inmate.id);
    expect(service).toMatchObject({
      recurringPayments: true,
      automaticPayments: false,
      stripeSubscriptionId: null,
    });
    const [method] = await db().select().from(paymentMethods).where(eq(paymentMethods.inmateId, inmate.id));
    expect(method?.stripeCustomerId).toMatch(/^cus_/);
    expect(method?.stripePaymentMethodId).toMatch(/^pm_/);

    // The card on file can be charged off-session through the port (the account's card-on-file charge).
    const port = paymentsFor(env);
    const charge = await port.chargeCardOnFile({
      customerId: method?.stripeCustomerId ?? '',
      paymentMethodId: method?.stripePaymentMethodId ?? '',
      amountCents: 700,
      description: 'Top-up',
      metadata: { kind: 'auxiliary', inmateId: String(inmate.id) },
    });
    expect(charge.status).toBe('succeeded');

    // A second Recurring payment reuses the customer.
    await call('/api/selectoffers', { json: { PHONE_PALS: pals.id }, cookie });
    const again = await paymentIntent(cookie, '?recurring=true');
    expect((await retrievePaymentIntent(intentIdOf(again.clientSecret))).customer).toBe(
      method?.stripeCustomerId,
    );

    // Stopping the top-ups detaches the card: it can no longer be charged.
    await port.stopCardOnFile(method?.stripePaymentMethodId ?? '');
    await port.stopCardOnFile(method?.stripePaymentMethodId ?? '');
    await expect(
      port.chargeCardOnFile({
        customerId: method?.stripeCustomerId ?? '',
        paymentMethodId: method?.stripePaymentMethodId ?? '',
        amountCents: 700,
        description: 'Top-up',
        metadata: {},
      }),
    ).rejects.toThrow();
  });

  it('Automatic starts a subscription per service, billing from the end of the paid period', async () => {
    const { palsMonth, messaging } = await createCatalogue();
    const { cookie, inmate } = await inmateWithSelection({
      PHONE_PALS: palsMonth.id,
      MESSAGING: messaging.id,
    });
    const answer = await paymentIntent(cookie, '?recurring=true&automatic=true');
    const event = await payAndDeliver(answer.clientSecret);
    await deliver({ ...event, id: `${event.id}_again` });
    const [monthly, forever] = await servicesOf(inmate.id);
    expect(monthly).toMatchObject({ recurringPayments: true, automaticPayments: true });
    expect(monthly?.stripeSubscriptionId).toMatch(/^sub_/);
    expect(forever?.stripeSubscriptionId).toMatch(/^sub_/);
    expect(forever?.stripeSubscriptionId).not.toBe(monthly?.stripeSubscriptionId);
    const subscription = await retrieveSubscription(monthly?.stripeSubscriptionId ?? '');
    expect(subscription.status).toBe('trialing');
    expect(subscription.trial_end).toBe(Date.parse(`${addDays(today(), 31)}T00:00:00Z`) / 1000);
    expect(subscription.metadata).toMatchObject({ kind: 'renewal', serviceId: String(monthly?.id) });
  });

  it('a paid renewal invoice extends the service and restores its credits, once', async () => {
    const { palsMonth } = await createCatalogue();
    const { cookie, inmate } = await inmateWithSelection({ PHONE_PALS: palsMonth.id });
    const answer = await paymentIntent(cookie, '?automatic=true');
    await payAndDeliver(answer.clientSecret);
    const [service] = await servicesOf(inmate.id);
    const subscriptionId = service?.stripeSubscriptionId ?? '';
    // The trial's $0 invoice books nothing.
    for (const trial of (await eventsOfType('invoice.paid')).filter(
      (e) =>
        (e.data.object as { parent?: { subscription_details?: { subscription?: string } } }).parent
          ?.subscription_details?.subscription === subscriptionId,
    )) {
      expect((await deliver(trial)).status).toBe(200);
    }
    expect(await paymentsOf(inmate.id)).toHaveLength(1);

    await db()
      .update(services)
      .set({ remainingTenths: 42 })
      .where(eq(services.id, service?.id ?? 0));
    const invoice = await renewSubscription(subscriptionId);
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 1999 });
    const [paid] = await eventsAbout(invoice.id, 'invoice.paid');
    for (let i = 0; i < 5; i += 1)
      expect((await deliver({ ...paid, id: `${paid?.id}_${i % 2}` })).status).toBe(200);

    const [renewed] = await servicesOf(inmate.id);
    expect(renewed).toMatchObject({ remainingTenths: 1500, paidThrough: addDays(today(), 60), active: true });
    const history = await paymentsOf(inmate.id);
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({ amountCents: 1999, status: 'succeeded', notes: 'Automatic renewal' });
    const links = await db()
      .select()
      .from(paymentServices)
      .where(eq(paymentServices.paymentId, history[1]?.id ?? 0));
    expect(links.map((link) => link.serviceId)).toEqual([service?.id]);
  });

  it('a canceled subscription stops the automatic renewal of its service', async () => {
    const { palsMonth } = await createCatalogue();
    const { cookie, inmate } = await inmateWithSelection({ PHONE_PALS: palsMonth.id });
    await payAndDeliver((await paymentIntent(cookie, '?automatic=true')).clientSecret);
    const [service] = await servicesOf(inmate.id);
    await paymentsFor(env).cancelSubscription(service?.stripeSubscriptionId ?? '');
    const [deleted] = await eventsAbout(service?.stripeSubscriptionId ?? '', 'customer.subscription.deleted');
    expect((await deliver(deleted)).status).toBe(200);
    const [after] = await servicesOf(inmate.id);
    expect(after?.automaticPayments).toBe(false);
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

describe('POST /admin/api/manualpay', () => {
  /** An ADMIN acting as a new inmate, with `selection` chosen in the admin's session. */
  async function adminActingAs(selection: Record<string, number>) {
    const inmate = await createInmate();
    const cookie = await signIn('staff', await createEmployee({ roles: ['ADMIN'] }));
    expect((await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie })).status).toBe(200);
    expect((await call('/api/selectoffers', { json: selection, cookie })).status).toBe(200);
    return { inmate, cookie };
  }

  it('records a manual payment of the selected offers and creates their services, once', async () => {
    const { chat, messaging } = await createCatalogue();
    const { inmate, cookie } = await adminActingAs({ AI_CHAT: chat.id, MESSAGING: messaging.id });
    const response = await call('/admin/api/manualpay', { json: 'Money order #1042', cookie });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ message: 'Thank You for your payment' });

    const [payment, ...others] = await paymentsOf(inmate.id);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({
      amountCents: 499 + 599,
      status: 'succeeded',
      notes: 'Money order #1042',
      stripePaymentIntentId: null,
    });
    const [method] = await db()
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, payment?.paymentMethodId ?? 0));
    expect(method).toMatchObject({ kind: 'manual', description: 'Manual payment: Money order #1042' });
    const bought = await servicesOf(inmate.id);
    expect(bought).toMatchObject([
      { offerId: chat.id, remainingTenths: 500, paidThrough: addDays(today(), 30), recurringPayments: false },
      { offerId: messaging.id, remainingTenths: 600, paidThrough: null },
    ]);
    const links = await db()
      .select()
      .from(paymentServices)
      .where(eq(paymentServices.paymentId, payment?.id ?? 0));
    expect(links.map((link) => link.serviceId)).toEqual(bought.map((service) => service.id));

    // The selection is spent: a second click books nothing.
    const again = await call('/admin/api/manualpay', { json: 'Money order #1042', cookie });
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({ error: 'Unable to process payment! Please Choose another method' });
    expect(await servicesOf(inmate.id)).toHaveLength(2);
  });

  it('takes the notes as a raw body too, and empty notes', async () => {
    const { pals } = await createCatalogue();
    const { inmate, cookie } = await adminActingAs({ PHONE_PALS: pals.id });
    const response = await call('/admin/api/manualpay', {
      body: '',
      headers: { 'content-type': 'application/json' },
      cookie,
    });
    expect(response.status).toBe(200);
    const [payment] = await paymentsOf(inmate.id);
    const [method] = await db()
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, payment?.paymentMethodId ?? 0));
    expect(method?.description).toBe('Manual payment');
  });

  it('fails with the spec message without an inmate acted as, or without a selection', async () => {
    const { pals } = await createCatalogue();
    const admin = await signInAs('admin');
    await call('/api/selectoffers', { json: { PHONE_PALS: pals.id }, cookie: admin });
    const noInmate = await call('/admin/api/manualpay', { json: 'notes', cookie: admin });
    expect(noInmate.status).toBe(400);
    expect(await json(noInmate)).toEqual({
      error: 'Unable to process payment! Please Choose another method',
    });

    const inmate = await createInmate();
    const other = await signIn('staff', await createEmployee({ roles: ['ADMIN'] }));
    await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie: other });
    const noSelection = await call('/admin/api/manualpay', { json: 'notes', cookie: other });
    expect(await json(noSelection)).toEqual({
      error: 'Unable to process payment! Please Choose another method',
    });
    expect(await db().select().from(payments)).toEqual([]);
  });

  it('answers only an ADMIN', async () => {
    const { pals } = await createCatalogue();
    const { cookie: inmate } = await inmateWithSelection({ PHONE_PALS: pals.id });
    for (const [cookie, status] of [
      [undefined, 401],
      [inmate, 403],
      [await signInAs('employee1'), 403],
    ] as const) {
      const response = await call('/admin/api/manualpay', { json: 'notes', ...(cookie ? { cookie } : {}) });
      expect(response.status).toBe(status);
    }
    expect(await db().select().from(payments)).toEqual([]);
  });
});
