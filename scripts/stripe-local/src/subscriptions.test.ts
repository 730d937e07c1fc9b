import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeLocalServer, startStripeLocal } from './index';
import { sdkClient } from './sdk-client';

// The list of a customer's subscriptions (GET /v1/subscriptions), driven by the real stripe-node SDK: how the
// product finds the renewal subscription a start made before (workers/api/src/payments/stripe-adapter.ts).

let server: StripeLocalServer;
let stripe: Stripe;

beforeAll(async () => {
  server = await startStripeLocal({ port: 0 });
  stripe = sdkClient(server);
  await stripe.products.create({ id: 'offer_1', name: 'Friends 150' });
});

afterAll(() => server?.stop());

/** A subscription of `customer` on a 30-day trial, with `metadata`. */
const subscribe = (customer: string, metadata: Record<string, string>) =>
  stripe.subscriptions.create({
    customer,
    items: [
      {
        price_data: {
          currency: 'usd',
          product: 'offer_1',
          unit_amount: 1999,
          recurring: { interval: 'day', interval_count: 30 },
        },
      },
    ],
    trial_end: Math.floor(Date.now() / 1000) + 30 * 86_400,
    metadata,
  });

describe('listing subscriptions', () => {
  it("lists a customer's subscriptions newest first: not canceled ones, or all of them with status=all", async () => {
    const customer = (await stripe.customers.create({ email: 'a@example.com' })).id;
    const other = (await stripe.customers.create({ email: 'b@example.com' })).id;
    const first = await subscribe(customer, { kind: 'renewal', serviceId: '1' });
    const second = await subscribe(customer, { kind: 'renewal', serviceId: '2' });
    await subscribe(other, { kind: 'renewal', serviceId: '3' });
    await stripe.subscriptions.cancel(first.id);

    const live = await stripe.subscriptions.list({ customer });
    expect(live.data.map((subscription) => subscription.id)).toEqual([second.id]);
    const all = await stripe.subscriptions.list({ customer, status: 'all', limit: 100 });
    expect(all.data.map(({ id, status, metadata }) => ({ id, status, metadata }))).toEqual([
      { id: second.id, status: 'trialing', metadata: { kind: 'renewal', serviceId: '2' } },
      { id: first.id, status: 'canceled', metadata: { kind: 'renewal', serviceId: '1' } },
    ]);
    expect((await stripe.subscriptions.list({ customer, status: 'canceled' })).data).toHaveLength(1);
  });

  it('pages with limit and starting_after', async () => {
    const customer = (await stripe.customers.create({ email: 'c@example.com' })).id;
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push((await subscribe(customer, { serviceId: String(i) })).id);
    const page = await stripe.subscriptions.list({ customer, status: 'all', limit: 2 });
    expect([page.has_more, page.data.map((subscription) => subscription.id)]).toEqual([
      true,
      [made[2], made[1]],
    ]);
    const next = await stripe.subscriptions.list({
      customer,
      status: 'all',
      limit: 2,
      starting_after: page.data[1]?.id as string,
    });
    expect([next.has_more, next.data.map((subscription) => subscription.id)]).toEqual([false, [made[0]]]);
  });
});
