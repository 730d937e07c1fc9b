import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventsAbout, invoiceIntentOf, payWithCard, renewSubscription } from '../../test/stripe';
import type { Bindings } from '../env';
import { PaymentDeclinedError, UnknownCustomerError } from './port';
import { StripePayments, stripeApiBaseFor } from './stripe-adapter';

// The adapter over the fetch client against the local Stripe server (STRIPE_API_* from wrangler.toml, the port from
// vitest.config.ts): Stripe's refusals become the port's errors as they did with the SDK.

const payments = () => new StripePayments(env as unknown as Bindings);

afterEach(() => vi.restoreAllMocks());

const customer = () => payments().createCustomer({ inmateId: 7, email: 'a@example.com', name: 'A B' });

/** A card kept on a customer, as a Recurring payment leaves it: paid through the card form with off-session use. */
async function savedCard() {
  const customerId = await customer();
  const intent = await payments().createCardFormIntent({
    amountCents: 100,
    description: 'Phone Pals',
    kind: 'offers',
    metadata: {},
    customerId,
    saveCardForOffSession: true,
  });
  expect((await payWithCard(intent.clientSecret)).status).toBe(200);
  const paid = await payments().retrievePaymentIntent(intent.paymentIntentId);
  return { customerId, paymentMethodId: paid.paymentMethodId as string };
}

describe('StripePayments over the fetch client', () => {
  it('talks to Stripe itself unless STRIPE_API_HOST names another host', () => {
    expect(stripeApiBaseFor({ STRIPE_API_HOST: '' } as Bindings)).toBe('https://api.stripe.com');
    expect(stripeApiBaseFor({ STRIPE_API_HOST: 'api.stripe.com' } as Bindings)).toBe(
      'https://api.stripe.com',
    );
    expect(stripeApiBaseFor({ STRIPE_API_HOST: 'localhost' } as Bindings)).toBe('http://localhost:12111');
    expect(
      stripeApiBaseFor({
        STRIPE_API_HOST: 'stripe.test',
        STRIPE_API_PORT: '8443',
        STRIPE_API_PROTOCOL: 'https',
      } as Bindings),
    ).toBe('https://stripe.test:8443');
  });

  it('creates a card-form PaymentIntent and reads it back', async () => {
    const customerId = await customer();
    expect(customerId).toMatch(/^cus_/);
    const intent = await payments().createCardFormIntent({
      amountCents: 1234,
      description: 'Phone Pals',
      kind: 'offers',
      metadata: { inmateId: '7' },
      customerId,
      saveCardForOffSession: true,
    });
    expect(intent.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(await payments().retrievePaymentIntent(intent.paymentIntentId)).toMatchObject({
      id: intent.paymentIntentId,
      amountCents: 1234,
      customerId,
      metadata: { inmateId: '7', kind: 'offers' },
    });
  });

  it('says UnknownCustomerError for a customer Stripe does not know', async () => {
    const attempt = payments().createCardFormIntent({
      amountCents: 500,
      description: 'x',
      kind: 'offers',
      metadata: {},
      customerId: 'cus_not_here',
    });
    await expect(attempt).rejects.toBeInstanceOf(UnknownCustomerError);
  });

  it("a declined card on file is a PaymentDeclinedError with Stripe's message", async () => {
    // The local server keeps no declining card on a customer, so Stripe's answer comes from a stub, byte for byte.
    const declined = {
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_intent: { id: 'pi_1', status: 'requires_payment_method' },
      },
    };
    const stub = (async () =>
      new Response(JSON.stringify(declined), {
        status: 402,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    const attempt = new StripePayments(env as unknown as Bindings, stub).chargeCardOnFile({
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
      amountCents: 500,
      description: 'Money charge',
      metadata: { kind: 'auxiliary' },
    });
    await expect(attempt).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(attempt).rejects.toMatchObject({
      message: 'Your card was declined.',
      code: 'card_declined',
      declineCode: 'generic_decline',
    });
  });

  it('a refusal that is not about the card stays an error, not a decline', async () => {
    const customerId = await customer();
    const attempt = payments().chargeCardOnFile({
      customerId,
      paymentMethodId: 'pm_card_chargeDeclined',
      amountCents: 500,
      description: 'Money charge',
      metadata: { kind: 'auxiliary' },
    });
    await expect(attempt).rejects.toMatchObject({ name: 'StripeApiError', type: 'invalid_request_error' });
  });

  it('charges a card on file, describes it, and stops it twice without error', async () => {
    const { customerId, paymentMethodId } = await savedCard();
    const charge = await payments().chargeCardOnFile({
      customerId,
      paymentMethodId,
      amountCents: 500,
      description: 'Money charge',
      metadata: { kind: 'auxiliary' },
    });
    expect(charge).toMatchObject({ paymentIntentId: expect.stringMatching(/^pi_/), status: 'succeeded' });
    expect(await payments().describePaymentMethod(paymentMethodId)).toBe('Visa •••• 4242');
    await payments().stopCardOnFile(paymentMethodId);
    await expect(payments().stopCardOnFile(paymentMethodId)).resolves.toBeUndefined();
  });

  it('creates a renewal subscription (and its product once), and cancels it twice without error', async () => {
    const { customerId, paymentMethodId } = await savedCard();
    const renewal = (key: string) =>
      payments().createRenewalSubscription({
        customerId,
        paymentMethodId,
        offer: { id: 991, title: 'Phone Pals 30 days', priceCents: 999 },
        cycleDays: 30,
        trialEnd: new Date(Date.now() + 30 * 86_400_000),
        metadata: { serviceId: '1' },
        idempotencyKey: key,
      });
    const first = await renewal(`sub-a-${customerId}`);
    const second = await renewal(`sub-b-${customerId}`);
    expect(first).toMatch(/^sub_/);
    expect(second).not.toBe(first);
    await payments().cancelSubscription(first);
    await expect(payments().cancelSubscription(first)).resolves.toBeUndefined();
  });

  it('sends the very same subscription parameters whenever it sends the same idempotency key (offer valid 3 years)', async () => {
    // Real Stripe answers idempotency_error (400) to a key sent again with other parameters
    // (https://docs.stripe.com/idempotency): what is sent is captured with a stub fetch.
    const sent: { path: string; body: string; key: string | null }[] = [];
    const stub = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      const key = new Headers(init?.headers).get('idempotency-key');
      sent.push({ path, body: typeof init?.body === 'string' ? init.body : '', key });
      const id = path.startsWith('/v1/products') ? 'offer_5' : 'sub_1';
      return new Response(JSON.stringify({ id }), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const start = Date.UTC(2026, 10, 29, 12, 0, 0);
    // The first bill as book-renewal.ts makes it from the service's row: 729 days after a purchase of 3 years.
    const trialEnd = new Date(start + 729 * 86_400_000);
    const input = {
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
      offer: { id: 5, title: 'Three years', priceCents: 9999 },
      cycleDays: 1095,
      trialEnd,
      metadata: { kind: 'renewal', serviceId: '1', inmateId: '1' },
      idempotencyKey: 'renewal-pi_1-1',
    };
    vi.spyOn(Date, 'now').mockReturnValue(start);
    await new StripePayments(env as unknown as Bindings, stub).createRenewalSubscription(input);
    // The webhook's retry of the same payment_intent.succeeded, a few minutes later, same key.
    vi.spyOn(Date, 'now').mockReturnValue(start + 5 * 60_000);
    await new StripePayments(env as unknown as Bindings, stub).createRenewalSubscription(input);

    const [first, second] = sent.filter((request) => request.path === '/v1/subscriptions');
    expect(second?.key).toBe(first?.key);
    expect(second?.body).toBe(first?.body);
    expect(new URLSearchParams(first?.body).get('trial_end')).toBe(String(trialEnd.getTime() / 1000));
  });

  it("finds the live renewal subscription a start made for a service, not a canceled one nor another service's", async () => {
    const { customerId, paymentMethodId } = await savedCard();
    const start = (serviceId: number, key: string) =>
      payments().createRenewalSubscription({
        customerId,
        paymentMethodId,
        offer: { id: 993, title: 'Phone Pals 30 days', priceCents: 999 },
        cycleDays: 30,
        trialEnd: new Date(Date.now() + 30 * 86_400_000),
        metadata: { kind: 'renewal', serviceId: String(serviceId), inmateId: '7' },
        idempotencyKey: `${key}-${customerId}`,
      });
    expect(await payments().findRenewalSubscription(customerId, 41)).toBeNull();
    const canceled = await start(41, 'find-a');
    await payments().cancelSubscription(canceled);
    const live = await start(41, 'find-b');
    const other = await start(42, 'find-c');
    expect(await payments().findRenewalSubscription(customerId, 41)).toBe(live);
    expect(await payments().findRenewalSubscription(customerId, 42)).toBe(other);
    expect(await payments().findRenewalSubscription(customerId, 43)).toBeNull();
  });

  it('names the invoice a renewal’s PaymentIntent paid, and none for a payment of no invoice', async () => {
    const { customerId, paymentMethodId } = await savedCard();
    const subscriptionId = await payments().createRenewalSubscription({
      customerId,
      paymentMethodId,
      offer: { id: 992, title: 'Phone Pals 30 days', priceCents: 999 },
      cycleDays: 30,
      trialEnd: new Date(Date.now() + 30 * 86_400_000),
      metadata: {},
      idempotencyKey: `sub-invoice-${customerId}`,
    });
    const invoice = await renewSubscription(subscriptionId);
    const [paid] = await eventsAbout(invoice.id, 'invoice.paid');
    const intentId = invoiceIntentOf(paid);

    expect(await payments().invoiceOfPayment(intentId ?? '')).toBe(invoice.id);
    const charge = await payments().chargeCardOnFile({
      customerId,
      paymentMethodId,
      amountCents: 500,
      description: 'Money charge',
      metadata: {},
    });
    expect(await payments().invoiceOfPayment(charge.paymentIntentId)).toBeNull();
  });
});
