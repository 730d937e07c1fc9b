import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expandOf, StripeApiError, StripeLocal } from './api';
import { type FormObject, parseForm } from './form';
import { IdempotentRequests } from './idempotency';
import { stripeJsStandIn } from './stripe-js';
import { signatureHeader, WebhookSender } from './webhooks';

export { signatureHeader } from './webhooks';

// The local Stripe-compatible server of DESIGN.md "Local Stripe": the subset of Stripe's API the product uses, in
// Stripe's request and response shapes, idempotency keys checked as Stripe checks them (idempotency.ts), signed
// webhook delivery, and the Stripe.js stand-in at /v3.

export type StripeLocalOptions = {
  /** 0 picks a free port. Default 12111 (stripe-mock's). */
  port?: number;
  host?: string;
  /** Where events are POSTed, signed with `webhookSecret`; no URL = no delivery (read them at GET /v1/events). */
  webhookUrl?: string | undefined;
  webhookSecret?: string;
  secretKey?: string;
  publishableKey?: string;
  /** Customers with a card on file under fixed ids (the demo data's), present from the start. */
  customers?: { customerId: string; paymentMethodId: string; email?: string; cardNumber?: string }[];
  log?: (line: string) => void;
};

export type StripeLocalServer = {
  /** e.g. http://localhost:12111 */
  url: string;
  port: number;
  /** The in-memory Stripe, for tests. */
  stripe: StripeLocal;
  /** Resolves when every event emitted so far was delivered (or given up). */
  deliveriesIdle: () => Promise<void>;
  stop: () => Promise<void>;
};

const MAX_BODY = 1024 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new Error('body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function cors(request: IncomingMessage, response: ServerResponse) {
  // Stripe.js calls the API from the product's pages; Stripe answers them with CORS headers too.
  response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
  response.setHeader('Vary', 'Origin');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
  response.setHeader(
    'Access-Control-Allow-Headers',
    'Authorization, Content-Type, Stripe-Version, Stripe-Account, Idempotency-Key',
  );
  response.setHeader('Access-Control-Max-Age', '600');
}

function send(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body, null, 2);
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_local_${Date.now().toString(36)}`,
    'stripe-version': '2026-10-28.endive',
  });
  response.end(text);
}

type Caller = 'secret' | 'publishable';

type Route = {
  method: string;
  pattern: RegExp;
  /** Publishable keys may call this route (with the PaymentIntent's client secret). */
  publishable?: boolean;
  handle: (stripe: StripeLocal, params: string[], form: FormObject, caller: Caller) => unknown;
};

const ROUTES: Route[] = [
  { method: 'POST', pattern: /^\/v1\/customers$/, handle: (s, _p, f) => s.createCustomer(f) },
  { method: 'GET', pattern: /^\/v1\/customers\/([^/]+)$/, handle: (s, [id]) => s.customer(id as string) },
  {
    method: 'POST',
    pattern: /^\/v1\/customers\/([^/]+)$/,
    handle: (s, [id], f) => s.updateCustomer(id as string, f),
  },
  { method: 'POST', pattern: /^\/v1\/products$/, handle: (s, _p, f) => s.createProduct(f) },
  { method: 'GET', pattern: /^\/v1\/products\/([^/]+)$/, handle: (s, [id]) => s.product(id as string) },
  {
    method: 'GET',
    pattern: /^\/v1\/payment_methods\/([^/]+)$/,
    handle: (s, [id]) => s.paymentMethod(id as string),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payment_methods\/([^/]+)\/attach$/,
    handle: (s, [id], f) => s.attachPaymentMethod(id as string, f),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payment_methods\/([^/]+)\/detach$/,
    handle: (s, [id]) => s.detachPaymentMethod(id as string),
  },
  { method: 'POST', pattern: /^\/v1\/payment_intents$/, handle: (s, _p, f) => s.createPaymentIntent(f) },
  {
    method: 'GET',
    pattern: /^\/v1\/payment_intents\/([^/]+)$/,
    publishable: true,
    handle: (s, [id], f, caller) => {
      if (caller === 'publishable') s.checkClientSecret(id as string, f);
      return s.paymentIntent(id as string);
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payment_intents\/([^/]+)$/,
    handle: (s, [id], f) => s.updatePaymentIntent(id as string, f),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
    publishable: true,
    handle: (s, [id], f, caller) => {
      if (caller === 'publishable') s.checkClientSecret(id as string, f);
      return s.confirmPaymentIntent(id as string, f);
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
    handle: (s, [id]) => s.cancelPaymentIntent(id as string),
  },
  { method: 'POST', pattern: /^\/v1\/subscriptions$/, handle: (s, _p, f) => s.createSubscription(f) },
  { method: 'GET', pattern: /^\/v1\/subscriptions$/, handle: (s, _p, f) => s.listSubscriptions(f) },
  {
    method: 'GET',
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    handle: (s, [id]) => s.subscription(id as string),
  },
  {
    method: 'DELETE',
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    handle: (s, [id]) => s.cancelSubscription(id as string),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/subscriptions\/([^/]+)\/cancel$/,
    handle: (s, [id]) => s.cancelSubscription(id as string),
  },
  { method: 'GET', pattern: /^\/v1\/invoices\/([^/]+)$/, handle: (s, [id]) => s.invoice(id as string) },
  { method: 'GET', pattern: /^\/v1\/invoice_payments$/, handle: (s, _p, f) => s.listInvoicePayments(f) },
  { method: 'GET', pattern: /^\/v1\/events$/, handle: (s, _p, f) => s.listEvents(f) },
  { method: 'GET', pattern: /^\/v1\/events\/([^/]+)$/, handle: (s, [id]) => s.retrieveEvent(id as string) },
  // Local helpers, not Stripe's API (see README "Payments").
  {
    method: 'POST',
    pattern: /^\/_local\/subscriptions\/([^/]+)\/renew$/,
    handle: (s, [id]) => s.renewSubscription(id as string),
  },
];

/** Starts the local Stripe-compatible server; resolves once it listens. */
export async function startStripeLocal(options: StripeLocalOptions = {}): Promise<StripeLocalServer> {
  const log = options.log ?? (() => {});
  const secretKey = options.secretKey ?? 'sk_test_local';
  const publishableKey = options.publishableKey ?? 'pk_test_local';
  const sender = options.webhookUrl
    ? new WebhookSender(options.webhookUrl, options.webhookSecret ?? 'whsec_local', log)
    : undefined;
  const stripe = new StripeLocal((event) => sender?.send(event));
  for (const fixture of options.customers ?? []) stripe.preloadCustomer(fixture);
  const idempotent = new IdempotentRequests();

  const server = createServer(async (request, response) => {
    cors(request, response);
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      if (request.method === 'GET' && (url.pathname === '/v3' || url.pathname === '/v3/')) {
        const origin = `http://${request.headers.host ?? `localhost:${(server.address() as AddressInfo).port}`}`;
        response.writeHead(200, {
          'content-type': 'application/javascript; charset=utf-8',
          'cache-control': 'no-store',
          'cross-origin-resource-policy': 'cross-origin',
        });
        response.end(stripeJsStandIn(origin));
        return;
      }
      if (url.pathname === '/_local/health') {
        send(response, 200, { ok: true });
        return;
      }
      if (url.pathname === '/_local/deliveries') {
        send(response, 200, sender?.deliveries ?? []);
        return;
      }
      const body = await readBody(request);
      const form = { ...parseForm(url.search.slice(1)), ...parseForm(body) };
      const route = ROUTES.find(
        (candidate) => candidate.method === request.method && candidate.pattern.test(url.pathname),
      );
      if (!route) {
        send(response, 404, {
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${request.method}: ${url.pathname}).`,
          },
        });
        return;
      }
      const key = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const caller: Caller | null =
        key === secretKey ? 'secret' : key === publishableKey && route.publishable ? 'publishable' : null;
      if (!caller && !url.pathname.startsWith('/_local/')) {
        send(response, 401, {
          error: {
            type: 'invalid_request_error',
            message: key
              ? `Invalid API Key provided: ${key.slice(0, 8)}***`
              : 'You did not provide an API key.',
          },
        });
        return;
      }
      // A POST's answer is saved under its key and replayed to the same request only (idempotency.ts); Stripe ignores
      // the key of a GET or a DELETE.
      const header = request.headers['idempotency-key'];
      const idempotencyKey = typeof header === 'string' && request.method === 'POST' ? header : undefined;
      const asked = { path: url.pathname, form };
      const saved = idempotencyKey ? idempotent.replay(idempotencyKey, asked) : undefined;
      if (saved) {
        if (saved.replayed) response.setHeader('idempotent-replayed', 'true');
        send(response, saved.answer.status, saved.answer.body);
        return;
      }
      let status = 200;
      let answer: unknown;
      let refusedParameters = false;
      try {
        const params = route.pattern.exec(url.pathname)?.slice(1) ?? [];
        const result = route.handle(stripe, params, form, caller ?? 'secret');
        answer = stripe.publicView(structuredClone(result), expandOf(form));
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        status = error.status;
        answer = { error: error.body };
        refusedParameters = status === 400 && error.body.type === 'invalid_request_error';
      }
      // As Stripe: a request refused for its parameters (400 invalid_request_error) saves nothing under its key, so
      // the request put right may be sent under the same key; any other answer, a card's decline included, is saved.
      if (idempotencyKey && !refusedParameters)
        idempotent.save(idempotencyKey, asked, { status, body: answer });
      send(response, status, answer);
    } catch (error) {
      log(`stripe-local: ${(error as Error).stack ?? error}`);
      send(response, 500, {
        error: { type: 'api_error', message: 'An error occurred with our connection to Stripe.' },
      });
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // No host: both IPv4 and IPv6 loopback reach it, whichever `localhost` resolves to.
    if (options.host) server.listen(options.port ?? 12111, options.host, () => resolve());
    else server.listen(options.port ?? 12111, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  log(`stripe-local listening on ${url}${options.webhookUrl ? `, webhooks to ${options.webhookUrl}` : ''}`);
  return {
    url,
    port,
    stripe,
    deliveriesIdle: () => sender?.idle() ?? Promise.resolve(),
    stop: () =>
      new Promise<void>((resolve) => {
        sender?.stop();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Signs a payload as the server signs webhooks (for tests that deliver events themselves). */
export const signWebhook = signatureHeader;
