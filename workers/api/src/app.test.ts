import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInmate, PASSWORD } from '../test/fixtures';
import { call, ORIGIN } from '../test/http';
import { kvKeys, setCookieFor } from '../test/kv';
import { createApp } from './app';
import { getDb } from './db/client';
import { settings, supportRequests } from './db/schema';
import { MALFORMED_FORM } from './lib/validate';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The real app with a few extra routes that fail on purpose. */
function appWithFailingRoutes() {
  const app = createApp();
  app.get('/api/test/crash', () => {
    throw new Error('database password is hunter2');
  });
  app.get('/api/test/teapot', () => {
    throw new HTTPException(418, { message: 'I am a teapot' });
  });
  app.get('/api/test/duplicate', async () => {
    const db = getDb(env.DB);
    await db.insert(settings).values({ key: 'k', value: '1' });
    await db.insert(settings).values({ key: 'k', value: '2' });
    return new Response('unreachable');
  });
  return app;
}

const request = (app: ReturnType<typeof createApp>, path: string) => app.request(`${ORIGIN}${path}`, {}, env);

describe('errors', () => {
  it('answers 404 {error} for an unknown path', async () => {
    const response = await call('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found', code: 'notFound' });
  });

  it('turns an HTTPException into {error} with its status', async () => {
    const response = await request(appWithFailingRoutes(), '/api/test/teapot');
    expect(response.status).toBe(418);
    expect(await response.json()).toEqual({ error: 'I am a teapot' });
  });

  it('hides an unknown error behind 500 Something went wrong, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await request(appWithFailingRoutes(), '/api/test/crash');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Something went wrong', code: 'somethingWentWrong' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('GET /api/test/crash'));
  });

  it('maps a UNIQUE violation a route did not handle to 409, never 500', async () => {
    const response = await request(appWithFailingRoutes(), '/api/test/duplicate');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'This already exists', code: 'alreadyExists' });
  });
});

describe('request checks', () => {
  it('answers 400 for malformed JSON and changes nothing', async () => {
    const response = await call('/api/logininmate', {
      body: '{"username": "inmate1", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Malformed JSON in request body', code: 'malformedJson' });
    expect(await kvKeys('')).toEqual([]);
  });

  it('answers 400 for form data that does not parse, on a form call and on registerfriend (JSON or form)', async () => {
    const garbled = {
      body: 'not a multipart body',
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
    };
    for (const path of ['/api/resetpassword', '/api/registerfriend']) {
      const response = await call(path, garbled);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({ error: MALFORMED_FORM, code: 'malformedForm' });
    }
    expect(await kvKeys('session:')).toEqual([]);
  });

  it('answers 415 for a JSON call sent with another content type, and changes nothing', async () => {
    const inmate = await createInmate();
    const response = await call('/api/logininmate', {
      body: JSON.stringify({ username: inmate.username, password: PASSWORD }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Expected a JSON body', code: 'expectedJson' });
    expect(setCookieFor(response, 'sid')).toBeUndefined();
    expect(await kvKeys('session:')).toEqual([]);
  });

  it('answers 413 for a body over 1 MB and changes nothing', async () => {
    const response = await call('/api/emailus', {
      json: { message: 'x'.repeat(1024 * 1024), from: 'a@example.com', captcha: 'ABCDE' },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request body is too large', code: 'bodyTooLarge' });
    expect(await getDb(env.DB).select().from(supportRequests)).toEqual([]);
  });

  it('answers 413 for a chunked body over 1 MB', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20) controller.close();
        else {
          controller.enqueue(chunk);
          sent += 1;
        }
      },
    });
    const response = await call('/api/emailus', { body, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(413);
    // Read to its end and dropped, not left half-read: under wrangler dev a half-read body broke the next request.
    expect(sent).toBe(20);
  });
});

describe('cross-site requests (CSRF)', () => {
  it.each([
    [{ Origin: 'https://evil.example' }],
    [{ Origin: 'null' }],
    // Another origin of the same site (a sibling subdomain, another port): SameSite=Lax cookies still go with it.
    [{ Origin: 'http://localhost:5101' }],
    [{ 'Sec-Fetch-Site': 'cross-site' }],
    [{ 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses a POST with %j with 403 and changes nothing', async (headers) => {
    const inmate = await createInmate();
    const response = await call('/api/logininmate', {
      json: { username: inmate.username, password: PASSWORD },
      headers,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'Cross-site requests are not allowed',
      code: 'crossSite',
    });
    expect(setCookieFor(response, 'sid')).toBeUndefined();
    expect(await kvKeys('session:')).toEqual([]);
  });

  it('accepts a same-origin POST, and one without Origin that the browser marks same-origin or does not mark', async () => {
    const inmate = await createInmate();
    const sameOrigin: Record<string, string>[] = [
      { Origin: ORIGIN },
      { 'Sec-Fetch-Site': 'same-origin' },
      {},
    ];
    for (const headers of sameOrigin) {
      const response = await call('/api/logininmate', {
        json: { username: inmate.username, password: PASSWORD },
        headers,
      });
      expect(response.status).toBe(200);
    }
  });
});

describe('response headers and logs', () => {
  it('sets the security headers with a CSP allowing the remotes and Stripe', async () => {
    // A shell page: API answers carry a stricter policy (lib/security-headers.test.ts).
    const response = await call('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com [^;]*http:\/\/localhost:5101/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('logs nothing for an ordinary answer, which the platform logs (the lines of errors: lib/request-log.test.ts)', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const inmate = await createInmate();
    const response = await call('/api/logininmate?token=secret-query', {
      json: { username: inmate.username, password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(log).not.toHaveBeenCalled();
  });
});

describe('data model', () => {
  it('fills timestamps with ISO 8601 UTC text', async () => {
    const inmate = await createInmate();
    expect(inmate.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const [row] = await getDb(env.DB).all<{ now: string }>(
      sql`select strftime('%Y-%m-%dT%H:%M:%fZ', 'now') as now`,
    );
    expect(new Date(row?.now ?? '').toISOString()).toBe(row?.now);
  });
});
