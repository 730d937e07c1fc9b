import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseForm } from './form';
import { type StripeLocalServer, startStripeLocal } from './index';
import { sdkClient } from './sdk-client';

// The local server driven by the real stripe-node SDK, so its shapes are the ones the product's adapter reads.

const received: { body: string; signature: string }[] = [];
let webhookReceiver: ReturnType<typeof createServer>;
let server: StripeLocalServer;
let stripe: Stripe;

beforeAll(async () => {
  webhookReceiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ body, signature: String(request.headers['stripe-signature']) });
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => webhookReceiver.listen(0, resolve));
  const receiverPort = (webhookReceiver.address() as AddressInfo).port;
  server = await startStripeLocal({
    port: 0,
    webhookUrl: `http://localhost:${receiverPort}/api/stripe/webhook`,
    webhookSecret: 'whsec_test',
    customers: [{ customerId: 'cus_demo', paymentMethodId: 'pm_demo', email: 'demo@example.com' }],
  });
  stripe = sdkClient(server);
});

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => webhookReceiver?.close(resolve));
});

describe('form encoding', () => {
  it('parses nested keys, indexed and empty-bracket arrays like Stripe', () => {
    expect(
      parseForm(
        'metadata[kind]=offers&items[0][price_data][currency]=usd&items[0][price_data][recurring][interval]=day&expand[]=a&expand[]=b.c&amount=999',
      ),
    ).toEqual({
      metadata: { kind: 'offers' },
      items: [{ price_data: { currency: 'usd', recurring: { interval: 'day' } } }],
      expand: ['a', 'b.c'],
      amount: '999',
    });
  });
});

describe('payment intents', () => {
  it('creates a PaymentIntent with a client secret and confirms it with pm_card_visa', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 1498,
      currency: 'usd',
      metadata: { kind: 'offers', inmateId: '7' },
    });
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(intent.metadata).toEqual({ kind: 'offers', inmateId: '7' });
    const confirmed = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(confirmed.status).toBe('succeeded');
    expect(confirmed.amount_received).toBe(1498);
    const method = await stripe.paymentMethods.retrieve(confirmed.payment_method as string);
    expect(method.card?.last4).toBe('4242');
    expect(method.card?.brand).toBe('visa');
  });

  it('refuses pm_card_chargeDeclined with a card_error in Stripe shape (HTTP 402)', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 500, currency: 'usd' });
    const error = await stripe.paymentIntents
      .confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    const cardError = error as Stripe.errors.StripeCardError;
    expect(cardError.statusCode).toBe(402);
    expect(cardError.code).toBe('card_declined');
    expect(cardError.decline_code).toBe('generic_decline');
    expect(cardError.message).toBe('Your card was declined.');
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
  });

  it('lets a publishable key confirm with the client secret and card data, as Stripe.js does', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 999, currency: 'usd' });
    const confirm = (card: string, secret = intent.client_secret as string) =>
      fetch(`${server.url}/v1/payment_intents/${intent.id}/confirm`, {
        method: 'POST',
        headers: {
          authorization: 'Bearer pk_test_local',
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost:8787',
        },
        body: new URLSearchParams({
          client_secret: secret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': card,
          'payment_method_data[card][exp_month]': '12',
          'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
          'payment_method_data[card][cvc]': '123',
        }),
      });
    expect((await confirm('4242424242424242', `${intent.id}_secret_wrong`)).status).toBe(400);
    const declined = await confirm('4000000000000002');
    expect(declined.status).toBe(402);
    expect(declined.headers.get('access-control-allow-origin')).toBe('http://localhost:8787');
    expect(((await declined.json()) as { error: { message: string } }).error.message).toBe(
      'Your card was declined.',
    );
    const paid = await confirm('4242 4242 4242 4242');
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
  });

  it('keeps the card on the customer for off-session charges (setup_future_usage) and detaches it', async () => {
    const customer = await stripe.customers.create({ email: 'a@example.com', metadata: { inmateId: '1' } });
    const intent = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      customer: customer.id,
      setup_future_usage: 'off_session',
    });
    const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const method = await stripe.paymentMethods.retrieve(paid.payment_method as string);
    expect(method.customer).toBe(customer.id);
    const offSession = await stripe.paymentIntents.create({
      amount: 700,
      currency: 'usd',
      customer: customer.id,
      payment_method: method.id,
      off_session: true,
      confirm: true,
      metadata: { kind: 'auxiliary' },
    });
    expect(offSession.status).toBe('succeeded');
    await stripe.paymentMethods.detach(method.id);
    await expect(
      stripe.paymentIntents.create({
        amount: 700,
        currency: 'usd',
        customer: customer.id,
        payment_method: method.id,
        off_session: true,
        confirm: true,
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('starts with the preloaded customers and their card on file', async () => {
    const charge = await stripe.paymentIntents.create({
      amount: 1250,
      currency: 'usd',
      customer: 'cus_demo',
      payment_method: 'pm_demo',
      off_session: true,
      confirm: true,
    });
    expect(charge.status).toBe('succeeded');
    expect((await stripe.paymentMethods.retrieve('pm_demo')).card?.last4).toBe('4242');
  });

  it('replays a request with the same idempotency key', async () => {
    const first = await stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'same-key' });
    const second = await stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'same-key' });
    expect(second.id).toBe(first.id);
  });
});

describe('subscriptions', () => {
  it('creates a subscription with price_data and a trial, renews it, and cancels it', async () => {
    const customer = await stripe.customers.create({ email: 'c@example.com' });
    const intent = await stripe.paymentIntents.create({
      amount: 1999,
      currency: 'usd',
      customer: customer.id,
      setup_future_usage: 'off_session',
    });
    const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    await stripe.products.create({ id: 'offer_2', name: 'Friends 150' });
    await expect(stripe.products.create({ id: 'offer_2', name: 'again' })).rejects.toThrow();
    const trialEnd = Math.floor(Date.now() / 1000) + 30 * 86400;
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      default_payment_method: paid.payment_method as string,
      items: [
        {
          price_data: {
            currency: 'usd',
            product: 'offer_2',
            unit_amount: 1999,
            recurring: { interval: 'day', interval_count: 30 },
          },
        },
      ],
      trial_end: trialEnd,
      metadata: { serviceId: '12' },
    });
    expect(subscription.status).toBe('trialing');
    expect(subscription.items.data[0]?.current_period_end).toBe(trialEnd);

    const renewal = await fetch(`${server.url}/_local/subscriptions/${subscription.id}/renew`, {
      method: 'POST',
    });
    const invoice = (await renewal.json()) as Stripe.Invoice;
    expect(invoice.status).toBe('paid');
    expect(invoice.billing_reason).toBe('subscription_cycle');
    expect(invoice.amount_paid).toBe(1999);
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    expect(invoice.parent?.subscription_details?.metadata).toEqual({ serviceId: '12' });

    const paidEvents = await stripe.events.list({ type: 'invoice.paid' });
    expect(paidEvents.data[0]?.data.object).toMatchObject({ id: invoice.id });

    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled.status).toBe('canceled');
  });

  it('starts a subscription without a trial as incomplete with a confirmation secret (default_incomplete)', async () => {
    const customer = await stripe.customers.create({ email: 'd@example.com' });
    await stripe.products.create({ id: 'offer_7', name: 'Messages 100' });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [
        {
          price_data: {
            currency: 'usd',
            product: 'offer_7',
            unit_amount: 599,
            recurring: { interval: 'month' },
          },
        },
      ],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(subscription.status).toBe('incomplete');
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice.confirmation_secret?.client_secret).toMatch(/^pi_.+_secret_/);
  });
});

describe('webhooks and Stripe.js', () => {
  it('delivers every event signed with the webhook secret', async () => {
    await server.deliveriesIdle();
    expect(received.length).toBeGreaterThan(5);
    for (const { body, signature } of received.slice(0, 5)) {
      const event = await stripe.webhooks.constructEventAsync(
        body,
        signature,
        'whsec_test',
        undefined,
        Stripe.createSubtleCryptoProvider(),
      );
      expect(event.object).toBe('event');
    }
    const types = received.map(({ body }) => (JSON.parse(body) as { type: string }).type);
    expect(types).toContain('payment_intent.succeeded');
    expect(types).toContain('payment_intent.payment_failed');
    expect(types).toContain('invoice.paid');
    expect(types).toContain('customer.subscription.deleted');
  });

  it('serves the Stripe.js stand-in at /v3', async () => {
    const response = await fetch(`${server.url}/v3`);
    expect(response.headers.get('content-type')).toContain('javascript');
    const script = await response.text();
    expect(script).toContain('window.Stripe = Stripe');
    expect(script).toContain(`var API = "http://localhost:${server.port}"`);
  });

  it('refuses an unknown key', async () => {
    const other = new Stripe('sk_test_other', {
      host: 'localhost',
      port: server.port,
      protocol: 'http',
      httpClient: Stripe.createFetchHttpClient(),
      maxNetworkRetries: 0,
    });
    await expect(other.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});
