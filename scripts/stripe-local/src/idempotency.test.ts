import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeLocalServer, startStripeLocal } from './index';
import { sdkClient } from './sdk-client';

// Idempotent requests as Stripe answers them (https://docs.stripe.com/idempotency), driven by the real stripe-node SDK:
// the same request under a key is answered once, another request under it is refused.

let server: StripeLocalServer;
let stripe: Stripe;

beforeAll(async () => {
  server = await startStripeLocal({ port: 0 });
  stripe = sdkClient(server);
});

afterAll(() => server?.stop());

/** A POST with an idempotency key, as the product's fetch client sends it; answers the status, body and header. */
async function post(path: string, key: string, params: Record<string, string>) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer sk_test_local',
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': key,
    },
    body: new URLSearchParams(params),
  });
  return {
    status: response.status,
    body: (await response.json()) as { id?: string; error?: { type: string; message: string } },
    replayed: response.headers.get('idempotent-replayed'),
  };
}

describe('idempotent requests', () => {
  it('replays the first answer to the same request, with the parameters in any order', async () => {
    const first = await post('/v1/customers', 'key-same', { email: 'a@example.com', name: 'A' });
    const again = await post('/v1/customers', 'key-same', { name: 'A', email: 'a@example.com' });
    expect(first.status).toBe(200);
    expect(again).toEqual({ ...first, replayed: 'true' });
  });

  it('refuses a key sent again with other parameters or to another endpoint, as Stripe does', async () => {
    const first = await post('/v1/customers', 'key-other', { email: 'b@example.com' });
    const refusal = {
      status: 400,
      body: {
        error: {
          type: 'idempotency_error',
          message:
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        },
      },
      replayed: null,
    };
    expect(await post('/v1/customers', 'key-other', { email: 'c@example.com' })).toEqual(refusal);
    expect(await post('/v1/products', 'key-other', { email: 'b@example.com' })).toEqual(refusal);
    // The first request still gets its answer; stripe-node sees Stripe's error class.
    expect((await post('/v1/customers', 'key-other', { email: 'b@example.com' })).body.id).toBe(
      first.body.id,
    );
    await expect(
      stripe.customers.create({ email: 'd@example.com' }, { idempotencyKey: 'key-other' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('saves nothing for a request refused for its parameters: the same key then takes the request put right', async () => {
    const refused = await post('/v1/payment_intents', 'key-invalid', { currency: 'usd' });
    expect([refused.status, refused.body.error?.type]).toEqual([400, 'invalid_request_error']);
    const right = await post('/v1/payment_intents', 'key-invalid', { amount: '1000', currency: 'usd' });
    expect(right.status).toBe(200);
    expect(right.body.id).toMatch(/^pi_/);
  });
});
