import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../test/fixtures';
import { ORIGIN } from '../test/http';
import { createApp } from './app';
import worker from './index';

// Bad input answers a 4xx with `{error}`, never a 5xx (docs/architecture.md "Errors and the API helper"), on every
// route the app has: each one is called by each kind of caller with malformed and wrongly typed bodies, path
// parameters and query strings. A route's own tests check its exact messages; this sweep catches the route that
// forgot to (registerfriend answered 500 for a multipart body without its boundary).

/** Routes left out: they end the caller's session or are local-only doors (dev/). */
const SKIPPED = /logout|\/dev\//;

/** What a path parameter (an id, a call's sid) is filled with: a plausible id, then wrong ones. */
const PATH_VALUES = ['1', '0', 'abc', '99999999999999999999', '%00'];

/** Every route of the app once, a route with path parameters once for each of PATH_VALUES. */
function routesOf(method: 'GET' | 'POST') {
  const paths = createApp()
    .routes.filter((route) => route.method === method && !SKIPPED.test(route.path))
    .flatMap((route) => PATH_VALUES.map((value) => route.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, value)));
  return [...new Set(paths)];
}

/** Field names of the product's forms and calls, each given the same wrong value. */
const FIELDS = [
  'id',
  'inmateId',
  'friendId',
  'offerId',
  'username',
  'userName',
  'password',
  'newPassword',
  'reenterPassword',
  'email',
  'firstName',
  'lastName',
  'name',
  'phoneNumber',
  'forwardingNumber',
  'moneroAddress',
  'amount',
  'price',
  'credits',
  'roles',
  'serviceTypes',
  'selected',
  'image',
  'file',
  'code',
  'captcha',
  'message',
  'description',
  'active',
  'date',
];

const WRONG_VALUES: unknown[] = ['a\u0000b', '', -1, 1e308, '99999999999999999999', true, null, [], { a: 1 }];

const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_HEADERS = { 'content-type': 'application/json' };

/** The malformed or mistyped bodies every POST route receives. */
const BODIES: { body: string; headers: Record<string, string> }[] = [
  { body: 'not a multipart body', headers: { 'content-type': 'multipart/form-data; boundary=zz' } },
  { body: '{"id": ', headers: JSON_HEADERS },
  { body: '[]', headers: JSON_HEADERS },
  { body: 'null', headers: JSON_HEADERS },
  { body: 'a\u0000b', headers: { 'content-type': 'text/plain' } },
  { body: '%%%', headers: FORM_HEADERS },
  ...WRONG_VALUES.map((value) => ({
    body: JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, value]))),
    headers: JSON_HEADERS,
  })),
  ...WRONG_VALUES.map((value) => ({
    body: new URLSearchParams(FIELDS.map((field) => [field, JSON.stringify(value)])).toString(),
    headers: FORM_HEADERS,
  })),
];

/** The malformed query strings every GET route receives. */
const QUERIES = [
  '?id=abc',
  '?id=-1',
  '?id=99999999999999999999',
  '?id=1&id=2',
  '?q=%00',
  '?limit=1e309&offset=-5',
];

/**
 * Calls the Worker's fetch (index.ts) in this isolate. test/http.ts `call` goes through the test runner's service
 * binding, which slows down with every call of a test (3 ms a call at first, over 100 ms after about a thousand).
 */
async function send(
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string>; cookie: string },
) {
  const headers = new Headers({ ...init.headers, ...(init.cookie && { cookie: init.cookie }) });
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { method: init.method ?? 'GET', body: init.body, headers });
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, env, ctx);
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response.status;
}

async function callers() {
  return {
    anonymous: '',
    inmate: await signInAs('inmate'),
    friend: await signInAs('friend'),
    admin: await signInAs('admin'),
    employee1: await signInAs('employee1'),
  };
}

describe('bad input on every route', () => {
  it('never answers 5xx to a malformed or mistyped POST body', { timeout: 60_000 }, async () => {
    const failures: string[] = [];
    for (const [caller, cookie] of Object.entries(await callers())) {
      for (const path of routesOf('POST')) {
        for (const { body, headers } of BODIES) {
          const status = await send(path, { method: 'POST', body, headers, cookie });
          if (status >= 500) failures.push(`${caller} POST ${path} ${body.slice(0, 40)}: ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers 5xx to a malformed query string or path parameter', { timeout: 60_000 }, async () => {
    const failures: string[] = [];
    for (const [caller, cookie] of Object.entries(await callers())) {
      for (const path of routesOf('GET')) {
        for (const query of QUERIES) {
          const status = await send(`${path}${query}`, { cookie });
          if (status >= 500) failures.push(`${caller} GET ${path}${query}: ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
