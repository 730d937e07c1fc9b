import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { call, ORIGIN } from '../../test/http';
import { createApp } from '../app';
import { fail } from './errors';
import { queryParams } from './validate';

// Issue 13 §1: every error answer is { error: "<exact English>", code: "<stable code>" } when the `errors` catalogue
// of @app/shared has the message, so the client can show it in the reader's language.

/** The real app with routes that fail with a template message and with a message no catalogue has. */
function appWithFailures() {
  const app = createApp();
  app.get('/api/test/wait', () => fail(429, 'Too many attempts. Try again in 4 minutes.'));
  app.get('/api/test/unknown', () => fail(400, 'A message no catalogue has'));
  app.get('/api/test/query', queryParams(z.object({ q: z.string() })), (c) => c.json(c.req.valid('query')));
  return app;
}
const request = (path: string) => appWithFailures().request(`${ORIGIN}${path}`, {}, env);

describe('error answers carry a stable code', () => {
  it('a guard refusal: the English and its code', async () => {
    const response = await call('/admin/api/getemployees');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Please sign in', code: 'signIn' });
  });

  it('a validation failure: the schema message and its code', async () => {
    const response = await call('/api/logininmate', { json: { username: '', password: 'x' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'username is required', code: 'usernameRequired' });
  });

  it('a JSON body that is not an object: a message of ours instead of zod English default', async () => {
    for (const body of ['[]', 'null', '"inmate1"', '42']) {
      const response = await call('/api/logininmate', {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Expected a JSON object', code: 'expectedJsonObject' });
    }
  });

  it("zod's own English (a query parameter sent twice): the catalogued Invalid input", async () => {
    const response = await request('/api/test/query?q=a&q=b');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid input', code: 'invalidInput' });
    expect(await (await request('/api/test/query?q=a')).json()).toEqual({ q: 'a' });
  });

  it('a template message: its code and the values put into it', async () => {
    const response = await request('/api/test/wait');
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      error: 'Too many attempts. Try again in 4 minutes.',
      code: 'tooManyAttempts',
      params: { minutes: '4' },
    });
  });

  it('a message the catalogue does not have: the English alone, no code key', async () => {
    const response = await request('/api/test/unknown');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toEqual({ error: 'A message no catalogue has' });
    expect(Object.keys(body as object)).toEqual(['error']);
  });
});
