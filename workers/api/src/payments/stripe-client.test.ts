import { describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION, StripeApiError, StripeClient } from './stripe-client';

type Call = { url: string; method: string; headers: Headers; body: string | null };

/** A client over a scripted fetch: each call takes the next answer (a Response, or an Error to throw). */
function clientAnswering(...answers: (Response | Error)[]) {
  const calls: Call[] = [];
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
    });
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const client = new StripeClient({
    secretKey: 'sk_test_123',
    baseUrl: 'http://localhost:12111/',
    fetcher: fetcher as typeof fetch,
    retryDelayMs: 0,
  });
  return { client, calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const cardDeclined = {
  error: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
};

describe('StripeClient', () => {
  it('POSTs form-encoded params with the secret key, the pinned version and an idempotency key', async () => {
    const { client, calls } = clientAnswering(json(200, { id: 'cus_1' }));
    expect(await client.post('/v1/customers', { email: 'a@b.c', metadata: { inmateId: '7' } })).toEqual({
      id: 'cus_1',
    });
    const [call] = calls;
    expect(call?.url).toBe('http://localhost:12111/v1/customers');
    expect(call?.method).toBe('POST');
    expect(call?.body).toBe('email=a%40b.c&metadata[inmateId]=7');
    expect(call?.headers.get('authorization')).toBe('Bearer sk_test_123');
    expect(call?.headers.get('stripe-version')).toBe(STRIPE_API_VERSION);
    expect(call?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(call?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("uses the caller's idempotency key, and GET and DELETE carry no body and no key", async () => {
    const { client, calls } = clientAnswering(json(200, {}), json(200, {}), json(200, {}));
    await client.post('/v1/payment_intents', { amount: 5 }, { idempotencyKey: 'charge-42' });
    await client.get('/v1/payment_intents/pi_1');
    await client.delete('/v1/subscriptions/sub_1');
    expect(calls.map((call) => [call.method, call.headers.get('idempotency-key'), call.body])).toEqual([
      ['POST', 'charge-42', 'amount=5'],
      ['GET', null, null],
      ['DELETE', null, null],
    ]);
  });

  it('retries network errors, 409 and 5xx twice with the same idempotency key', async () => {
    const { client, calls } = clientAnswering(
      new TypeError('fetch failed'),
      json(500, { error: { type: 'api_error', message: 'boom' } }),
      json(200, { id: 'pi_1' }),
    );
    expect(await client.post('/v1/payment_intents', { amount: 5 })).toEqual({ id: 'pi_1' });
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => call.headers.get('idempotency-key'))).size).toBe(1);

    const conflict = clientAnswering(
      json(409, {}),
      json(409, {}),
      json(409, { error: { type: 'api_error' } }),
    );
    await expect(conflict.client.get('/v1/products/offer_1')).rejects.toBeInstanceOf(StripeApiError);
    expect(conflict.calls).toHaveLength(3);
  });

  it('gives up on a network error after two retries with the error itself', async () => {
    const { client, calls } = clientAnswering(
      new TypeError('fetch failed'),
      new TypeError('fetch failed'),
      new TypeError('fetch failed: connection refused'),
    );
    await expect(client.get('/v1/payment_methods/pm_1')).rejects.toThrow('connection refused');
    expect(calls).toHaveLength(3);
  });

  it('follows Stripe-Should-Retry, and never retries a refusal (4xx)', async () => {
    const noRetry = clientAnswering(
      json(503, { error: { type: 'api_error' } }, { 'stripe-should-retry': 'false' }),
    );
    await expect(noRetry.client.get('/v1/x')).rejects.toMatchObject({ status: 503 });
    expect(noRetry.calls).toHaveLength(1);

    const retry = clientAnswering(json(400, {}, { 'stripe-should-retry': 'true' }), json(200, { ok: true }));
    expect(await retry.client.get('/v1/x')).toEqual({ ok: true });

    const declined = clientAnswering(json(402, cardDeclined));
    await expect(declined.client.post('/v1/payment_intents', {})).rejects.toThrow('Your card was declined.');
    expect(declined.calls).toHaveLength(1);
  });

  it("keeps Stripe's error: type, message, code, decline code and param", async () => {
    const declined = clientAnswering(json(402, cardDeclined));
    const error = await declined.client.post('/v1/payment_intents', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StripeApiError);
    expect(error).toMatchObject({
      status: 402,
      type: 'card_error',
      message: 'Your card was declined.',
      code: 'card_declined',
      declineCode: 'generic_decline',
    });

    const missing = clientAnswering(
      json(400, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'customer',
          message: "No such customer: 'cus_x'",
        },
      }),
    );
    await expect(missing.client.post('/v1/payment_intents', {})).rejects.toMatchObject({
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: 'customer',
    });
  });

  it('classes 401, 403 and 429 by status, and a body that is not JSON as an api_error', async () => {
    const auth = clientAnswering(json(401, { error: { type: 'invalid_request_error', message: 'bad key' } }));
    await expect(auth.client.get('/v1/x')).rejects.toMatchObject({ type: 'authentication_error' });
    const limited = clientAnswering(json(429, { error: { type: 'invalid_request_error' } }));
    await expect(limited.client.get('/v1/x')).rejects.toMatchObject({ type: 'rate_limit_error' });
    const html = clientAnswering(new Response('<html>', { status: 404 }));
    await expect(html.client.get('/v1/x')).rejects.toMatchObject({
      type: 'api_error',
      message: 'Stripe answered 404',
    });
  });
});
