import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/errors';
import { createEmployee, createInmate, signIn, signInAs } from '../../test/fixtures';
import { call, cookiesOf } from '../../test/http';
import { createOffer } from '../../test/offers';
import { verifyPassword } from '../auth/password';
import { getDb } from '../db/client';
import { isEmailTaken } from '../db/errors';
import { inmates } from '../db/schema';

const db = () => getDb(env.DB);

const registration = {
  firstName: 'Maria',
  lastName: 'Lopez',
  username: 'marialopez',
  email: 'maria@example.com',
  password: 'Sunny#2026x',
  reenterPassword: 'Sunny#2026x',
};

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe('POST /api/registerinmate', () => {
  it('creates the inmate, signs them in and forwards to the payment method screen', async () => {
    const response = await call('/api/registerinmate', { json: registration });
    expect(response.status).toBe(200);
    const body = await json<{ message: string; inmate: { id: number }; forward: string }>(response);
    expect(body).toMatchObject({
      message: 'Registered user',
      inmate: { username: 'marialopez', firstName: 'Maria' },
      forward: '/inmates/paymentmethod',
    });
    const cookie = cookiesOf(response);
    expect(await json(await call('/api/session', { cookie }))).toEqual({
      inmate: { id: body.inmate.id, username: 'marialopez', firstName: 'Maria' },
    });
    const [row] = await db().select().from(inmates).where(eq(inmates.id, body.inmate.id));
    expect(row).toMatchObject({ firstName: 'Maria', lastName: 'Lopez', email: 'maria@example.com' });
    expect(row?.secretCode).toMatch(/^[0-9]{6}$/);
    expect(row?.passwordHash).not.toContain('Sunny');
    expect(await verifyPassword('Sunny#2026x', row?.passwordHash ?? '')).toBe(true);
  });

  it('keeps the offers selected before registering for the payment screen', async () => {
    const offer = await createOffer({ serviceTypes: ['AI_CHAT'] });
    const anonymous = cookiesOf(await call('/api/selectoffers', { json: { AI_CHAT: offer.id } }));
    const response = await call('/api/registerinmate', { json: registration, cookie: anonymous });
    const cookie = cookiesOf(response);
    expect(cookie).not.toBe(anonymous);
    const selected = await json<{ offers: { id: number }[] }>(
      await call('/api/getselectedoffers', { cookie }),
    );
    expect(selected.offers.map((o) => o.id)).toEqual([offer.id]);
    // The anonymous session id is gone (a fresh id after sign-in).
    expect(await json(await call('/api/getselectedoffers', { cookie: anonymous }))).toMatchObject({
      offers: [],
    });
  });

  it('refuses a taken username or e-mail with a clear message and creates nothing', async () => {
    await createInmate({ username: 'marialopez', email: 'someone@example.com' });
    const username = await call('/api/registerinmate', { json: registration });
    expect(username.status).toBe(409);
    expect(await json(username)).toEqual({ error: 'This username is already taken', code: 'usernameTaken' });

    await createInmate({ username: 'other', email: 'MARIA@example.com' });
    const email = await call('/api/registerinmate', { json: { ...registration, username: 'maria2' } });
    expect(email.status).toBe(409);
    expect(await json(email)).toEqual({
      error: 'This e-mail address is already registered',
      code: 'emailTaken',
    });
    expect(await db().select().from(inmates)).toHaveLength(2);
    expect(cookiesOf(email)).toBe('');
  });

  it('registers an e-mail once whatever its case, even when two registrations race', async () => {
    const answers = await Promise.all([
      call('/api/registerinmate', { json: { ...registration, email: 'Maria@Example.com' } }),
      call('/api/registerinmate', {
        json: { ...registration, username: 'maria2', email: 'maria@example.com' },
      }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(await refused?.json()).toEqual(errorBody('This e-mail address is already registered'));
    expect(await db().select().from(inmates)).toHaveLength(1);
    // The database itself refuses it, whoever writes.
    const error = await createInmate({ username: 'maria3', email: 'MARIA@EXAMPLE.COM' }).catch(
      (e: unknown) => e,
    );
    expect(isEmailTaken(error, 'inmates')).toBe(true);
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ firstName: 'Mar1a' }, 'First name can only contain upper and lower case letters'],
    [{ firstName: 'M'.repeat(26) }, 'First name must be at most 25 characters'],
    // "required" only when missing: a hand-made request's number is checked as its text, another type is no text.
    [{ firstName: null }, 'First name is required'],
    [{ firstName: 12 }, 'First name can only contain upper and lower case letters'],
    [{ firstName: ['Maria'] }, 'Invalid input'],
    [{ lastName: { name: 'Lopez' } }, 'Invalid input'],
    [{ username: true }, 'Invalid input'],
    [{ lastName: '' }, 'Last name is required'],
    [{ lastName: 'Lo pez' }, 'Last name can only contain upper and lower case letters'],
    [{ lastName: 'L'.repeat(26) }, 'Last name must be at most 25 characters'],
    [{ email: '' }, 'email is required'],
    [{ email: 'maria.example.com' }, 'invalid email address'],
    [{ email: `${'m'.repeat(40)}@example.com` }, 'email must be at most 50 characters'],
    [{ username: '' }, 'username is required'],
    [{ username: 'Maria_L' }, 'username can only contain lower case letters and digits or e-mail'],
    [{ username: 'm'.repeat(51) }, 'username must be at most 50 characters'],
    [{ password: '' }, 'password is required'],
    [{ password: 'Ab#1', reenterPassword: 'Ab#1' }, 'Password must be at least 8 characters long'],
    [
      { password: 'sunnyday2026', reenterPassword: 'sunnyday2026' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    [
      { password: 'Sunny#2026x-', reenterPassword: 'Sunny#2026x-' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    [
      { password: 'Sunny#2026x'.repeat(2), reenterPassword: 'Sunny#2026x'.repeat(2) },
      'Password must be at most 20 characters long',
    ],
    [{ reenterPassword: '' }, 'password is required'],
    [{ reenterPassword: 'Sunny#2026y' }, 'Passwords must match'],
  ])('refuses %j with "%s"', async (change, message) => {
    const response = await call('/api/registerinmate', { json: { ...registration, ...change } });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual(errorBody(message));
    expect(await db().select().from(inmates)).toHaveLength(0);
  });

  it('refuses a staff session, which registers through /admin/api, and keeps it signed in', async () => {
    for (const viewer of ['admin', 'employee1'] as const) {
      const cookie = await signInAs(viewer);
      const response = await call('/api/registerinmate', { json: registration, cookie });
      expect([response.status, await json(response)]).toEqual([403, errorBody('Not allowed')]);
      expect(await json(await call('/api/session', { cookie }))).toHaveProperty('staff');
    }
    expect(await db().select().from(inmates)).toHaveLength(0);
  });

  it('accepts an e-mail as username', async () => {
    const response = await call('/api/registerinmate', {
      json: { ...registration, username: 'maria@example.com' },
    });
    expect(response.status).toBe(200);
  });
});

describe('POST /admin/api/registerinmate', () => {
  it('lets an ADMIN create an inmate without changing who is signed in', async () => {
    const admin = await createEmployee({ roles: ['ADMIN'] });
    const cookie = await signIn('staff', admin);
    const response = await call('/admin/api/registerinmate', { json: registration, cookie });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ message: 'Registered user', forward: '/admin/inmates' });
    // No session cookie; only the D1 bookmark of the write (docs/scaling.md).
    expect(cookiesOf(response)).toMatch(/^d1b=[0-9a-f-]+$/);
    expect(await json(await call('/api/session', { cookie }))).toEqual({
      staff: { id: admin.id, name: admin.name, roles: ['ADMIN'] },
    });
    expect(await db().select().from(inmates)).toHaveLength(1);
  });

  it('shows the same validation and uniqueness messages', async () => {
    const cookie = await signInAs('admin');
    const invalid = await call('/admin/api/registerinmate', {
      json: { ...registration, email: 'x' },
      cookie,
    });
    expect(await json(invalid)).toEqual({ error: 'invalid email address', code: 'invalidEmail' });
    await createInmate({ username: 'marialopez' });
    const taken = await call('/admin/api/registerinmate', { json: registration, cookie });
    expect(taken.status).toBe(409);
    expect(await json(taken)).toEqual({ error: 'This username is already taken', code: 'usernameTaken' });
  });

  it('answers only an ADMIN', async () => {
    for (const [cookie, status] of [
      [undefined, 401],
      [await signInAs('inmate'), 403],
      [await signInAs('friend'), 403],
      [await signInAs('employee1'), 403],
    ] as const) {
      const response = await call('/admin/api/registerinmate', {
        json: registration,
        ...(cookie ? { cookie } : {}),
      });
      expect(response.status).toBe(status);
    }
    // Only the inmate of the role matrix exists.
    expect(await db().select().from(inmates)).toHaveLength(1);
  });
});
