import { encodeForm, type FormParams } from './stripe-form';

// Stripe's REST API over fetch, carrying only what the adapter calls (stripe-adapter.ts), instead of the Stripe SDK
// (docs/decisions.md "Payments: a fetch client, not the SDK"). It keeps what the SDK did for us: Bearer auth with the
// secret key, the API version the SDK pinned, form-encoded params, an idempotency key on every POST (the caller's, or
// a fresh one kept across retries), two retries with backoff on network errors, 409 and 5xx (or when Stripe says
// `Stripe-Should-Retry`), an 80 s timeout, and Stripe's error body as a typed error.

/** The API version stripe-node 23.1.0 pinned; scripts/stripe-local answers as this version too. */
export const STRIPE_API_VERSION = '2026-10-28.endive';
export const STRIPE_API_BASE = 'https://api.stripe.com';

const MAX_NETWORK_RETRIES = 2;
const TIMEOUT_MS = 80_000;
const MAX_RETRY_DELAY_MS = 5_000;

/**
 * Stripe's `type` of an error, as the SDK classed it: the body's `error.type`, except 401, 403 and 429, which the SDK
 * classed by status whatever the body said.
 */
export type StripeErrorType =
  | 'card_error'
  | 'invalid_request_error'
  | 'api_error'
  | 'idempotency_error'
  | 'authentication_error'
  | 'permission_error'
  | 'rate_limit_error'
  | (string & {});

/** An error answer of the Stripe API (`{ error: { type, message, code, decline_code, param } }`). */
export class StripeApiError extends Error {
  readonly type: StripeErrorType;
  readonly status: number;
  readonly code: string | undefined;
  readonly declineCode: string | undefined;
  readonly param: string | undefined;

  constructor(status: number, body: unknown) {
    const error = (body as { error?: Record<string, unknown> } | null)?.error ?? {};
    const text = (key: string) => (typeof error[key] === 'string' ? (error[key] as string) : undefined);
    super(text('message') ?? `Stripe answered ${status}`);
    this.name = 'StripeApiError';
    this.status = status;
    this.type =
      status === 401
        ? 'authentication_error'
        : status === 403
          ? 'permission_error'
          : status === 429
            ? 'rate_limit_error'
            : (text('type') ?? 'api_error');
    this.code = text('code');
    this.declineCode = text('decline_code');
    this.param = text('param');
  }
}

export type StripeClientOptions = {
  secretKey: string;
  /** `https://api.stripe.com`, or the local server's origin. */
  baseUrl: string;
  fetcher?: typeof fetch;
  /** The first retry's delay; tests set 0. */
  retryDelayMs?: number;
};

type RequestOptions = { idempotencyKey?: string | undefined };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class StripeClient {
  private readonly secretKey: string;
  private readonly baseUrl: string;
  private readonly fetcher: typeof fetch;
  private readonly retryDelayMs: number;

  constructor(options: StripeClientOptions) {
    this.secretKey = options.secretKey;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetcher = options.fetcher ?? ((input, init) => fetch(input, init));
    this.retryDelayMs = options.retryDelayMs ?? 500;
  }

  get<T>(path: string): Promise<T> {
    return this.request<T>('GET', path);
  }

  post<T>(path: string, params: FormParams = {}, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('POST', path, params, options);
  }

  delete<T>(path: string): Promise<T> {
    return this.request<T>('DELETE', path);
  }

  private async request<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    params?: FormParams,
    options: RequestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${this.secretKey}`,
      'stripe-version': STRIPE_API_VERSION,
    };
    let body: string | undefined;
    if (method === 'POST') {
      body = encodeForm(params ?? {});
      headers['content-type'] = 'application/x-www-form-urlencoded';
      // One key for all attempts, so a retried request that did reach Stripe is applied once.
      headers['idempotency-key'] = options.idempotencyKey ?? crypto.randomUUID();
    }
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await this.fetcher(`${this.baseUrl}${path}`, {
          method,
          headers,
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        if (attempt >= MAX_NETWORK_RETRIES) throw error;
        await sleep(this.delayBefore(attempt + 1));
        continue;
      }
      if (response.ok) return (await response.json()) as T;
      if (attempt < MAX_NETWORK_RETRIES && shouldRetry(response)) {
        await response.body?.cancel();
        await sleep(this.delayBefore(attempt + 1));
        continue;
      }
      throw new StripeApiError(response.status, await response.json().catch(() => null));
    }
  }

  /** The SDK's backoff: the base doubled per retry, capped at 5 s, jittered to between half and all of it. */
  private delayBefore(retry: number): number {
    const capped = Math.min(this.retryDelayMs * 2 ** (retry - 1), MAX_RETRY_DELAY_MS);
    return Math.max(this.retryDelayMs, capped * 0.5 * (1 + Math.random()));
  }
}

/** Stripe's advice first (`Stripe-Should-Retry`), then conflicts (409) and server errors (5xx). */
function shouldRetry(response: Response): boolean {
  const advice = response.headers.get('stripe-should-retry');
  if (advice === 'false') return false;
  if (advice === 'true') return true;
  return response.status === 409 || response.status >= 500;
}

/** A path segment of an object id. */
export const idPath = (id: string) => encodeURIComponent(id);
