import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { Role } from '@app/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { errorBody } from '../../test/errors';
import { createEmployee, signIn, signInAs } from '../../test/fixtures';
import { type CallOptions, call, ORIGIN } from '../../test/http';
import { createApp } from '../app';
import { getDb } from '../db/client';
import { employees, jails } from '../db/schema';

// Shared by the back-office API tests (jails, employees, settings).

export const db = () => getDb(env.DB);

/** The body of a response, typed by the test that reads it. */
export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/**
 * spec §6: the back office is ADMIN only. Anonymous gets 401 `Please sign in`; an inmate, a friend and an EMPLOYEE1
 * get 403 `Not allowed`, before any body is read (the /admin/api guard of createApp).
 */
export async function expectAdminOnly(path: string, options: Omit<CallOptions, 'cookie'> = {}) {
  const anonymous = await call(path, options);
  expect(anonymous.status, `anonymous ${path}`).toBe(401);
  expect(await json(anonymous)).toEqual({ error: 'Please sign in', code: 'signIn' });
  for (const kind of ['inmate', 'friend', 'employee1'] as const) {
    const refused = await call(path, { ...options, cookie: await signInAs(kind) });
    expect(refused.status, `${kind} ${path}`).toBe(403);
    expect(await json(refused)).toEqual({ error: 'Not allowed', code: 'notAllowed' });
  }
}

/** A 400 answer carrying exactly `message` (spec §5). */
export async function expectRefused(response: Response, status: number, message: string) {
  expect({ status: response.status, body: await json(response) }).toEqual({
    status,
    body: errorBody(message),
  });
}

/** A jail as the Jail Configuration form sends it (numbers as the text of the inputs). */
export function jailForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'County Jail #2',
    phoneNumber: '15555550142',
    promptDuration: '10',
    pauseBeforeGreeting: '2',
    dtmfResponse: '1',
    ...overrides,
  };
}

/** A jail row, straight into D1. */
export async function createJail(overrides: Partial<typeof jails.$inferInsert> = {}) {
  const [jail] = await db()
    .insert(jails)
    .values({
      name: 'County Jail',
      phoneNumber: '15555550100',
      promptDuration: 10,
      pauseBeforeGreeting: 2,
      dtmfResponse: '1',
      ...overrides,
    })
    .returning();
  if (!jail) throw new Error('jail not created');
  return jail;
}

/** An employee of `roles`, signed in: the row (with its password) and the session cookie. */
export async function signedInStaff(
  roles: Role[] = ['ADMIN'],
  overrides: Parameters<typeof createEmployee>[0] = {},
) {
  const employee = await createEmployee({ roles, ...overrides });
  return { employee, cookie: await signIn('staff', employee) };
}

/** An employee as the Manage Employees form sends it. */
export function employeeForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Front Desk #2',
    userName: 'desk2',
    password: 'Desk#2026xy',
    roles: ['EMPLOYEE1'],
    ...overrides,
  };
}

/** POST /admin/api/deleteemployee with the raw id, as the screen sends it. */
export function deleteEmployee(cookie: string, id: number | string) {
  return call('/admin/api/deleteemployee', {
    cookie,
    body: String(id),
    headers: { 'content-type': 'text/plain' },
  });
}

/** The status of POST /api/loginstaff with these credentials (200 signed in, 401 Login Failed). */
export async function staffLoginStatus(userName: string, password: string) {
  return (await call('/api/loginstaff', { json: { username: userName, password } })).status;
}

/** POST /admin/api/saveemployee with this JSON body. */
export const saveEmployee = (cookie: string, body: Record<string, unknown>) =>
  call('/admin/api/saveemployee', { cookie, json: body });

/** The employee row as D1 holds it. */
export async function storedEmployee(id: number) {
  const [row] = await db().select().from(employees).where(eq(employees.id, id));
  return row;
}

/** The ids of every employee holding ADMIN. */
export async function adminIds() {
  const rows = await db().select().from(employees);
  return rows.filter((row) => row.roles.includes('ADMIN')).map((row) => row.id);
}

/**
 * A body sent slowly: `json` as application/json, `text` as text/plain (the raw-body calls), `form` URL-encoded (the
 * form calls).
 */
export type SlowBody = { json: unknown } | { text: string } | { form: Record<string, string> };

function encoded(body: SlowBody): [type: string, text: string] {
  if ('json' in body) return ['application/json', JSON.stringify(body.json)];
  if ('form' in body) return ['application/x-www-form-urlencoded', new URLSearchParams(body.form).toString()];
  return ['text/plain', body.text];
}

/**
 * POST `body` to `path` as `cookie`, running `meanwhile` when the Worker starts reading the body: the /admin/api
 * guard decides before any body is read, so `meanwhile` (another admin deleting or demoting this caller) falls
 * between the guard and the write. The body is a stream that makes nothing until it is read (highWaterMark 0).
 */
export async function postWhile(
  path: string,
  cookie: string,
  body: SlowBody,
  meanwhile: () => Promise<unknown>,
) {
  const [type, text] = encoded(body);
  const bytes = new TextEncoder().encode(text);
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await meanwhile();
        controller.enqueue(bytes);
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  // The app itself, in this isolate: through the Worker's own fetch the runtime may start pumping the stream into the
  // Worker before the Worker reads it, and `meanwhile` could then run before the guard.
  const ctx = createExecutionContext();
  const response = await createApp().fetch(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': type, 'content-length': String(bytes.byteLength) },
      body: stream,
    }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/** How another ADMIN takes the ADMIN role from `employee`: deletes them, or demotes them to EMPLOYEE1. */
export type Removal = 'deleted' | 'demoted';

/** `adminCookie`'s admin removes `employee` through the API (Removal), and the call succeeds. */
async function removeAdmin(
  removal: Removal,
  adminCookie: string,
  employee: { id: number; name: string; userName: string },
) {
  const response =
    removal === 'deleted'
      ? await deleteEmployee(adminCookie, employee.id)
      : await saveEmployee(adminCookie, { ...employee, password: '', roles: ['EMPLOYEE1'] });
  expect(response.status, `${removal} ${employee.userName}`).toBe(200);
}

/**
 * A signed-in ADMIN POSTs `body` to `path` and is `removal`'d by another ADMIN between the /admin/api guard and the
 * write (postWhile); the write must then refuse its caller itself: 403 `Not allowed` (a deleted caller the guard
 * refused would get 401). `before` runs first with the caller's cookie (e.g. to act as an inmate).
 */
export async function expectRefusedWhenRemovedMeanwhile(
  removal: Removal,
  path: string,
  body: SlowBody,
  before: (cookie: string) => Promise<void> = async () => {},
) {
  const remover = await signedInStaff();
  const { employee, cookie } = await signedInStaff();
  await before(cookie);
  const response = await postWhile(path, cookie, body, () => removeAdmin(removal, remover.cookie, employee));
  await expectRefused(response, 403, 'Not allowed');
}

/** An offer as the Offer Configuration form sends it (updateoffer's JSON). */
export const offerForm = (overrides: Record<string, unknown> = {}) => ({
  serviceTypes: ['AI_CHAT'],
  title: 'Night Owl',
  description: 'Chat after hours.',
  price: '12.5',
  creditsIncluded: '250',
  validFor: '',
  fixedMoCrCharge: null,
  ...overrides,
});
