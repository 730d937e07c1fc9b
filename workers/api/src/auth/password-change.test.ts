import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/errors';
import { createEmployee, createFriend, createInmate, PASSWORD, signIn, signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { kvKeys } from '../../test/kv';
import { getDb } from '../db/client';
import { inmates } from '../db/schema';
import {
  changePassword,
  inmatePasswordHash,
  NEW_PASSWORD,
  requestReset,
  temporaryPasswordMailedTo,
} from './password-test-helpers';

describe('POST /api/changepassword', () => {
  const change = changePassword;
  const valid = { password: PASSWORD, newPassword: NEW_PASSWORD, reenterPassword: NEW_PASSWORD };

  it('changes the signed-in inmate’s password', async () => {
    const inmate = await createInmate();
    const cookie = await signIn('inmate', inmate);
    const response = await change(cookie, valid);
    expect(response.status).toBe(200);
    expect(
      (await call('/api/logininmate', { json: { username: inmate.username, password: PASSWORD } })).status,
    ).toBe(401);
    expect(
      (await call('/api/logininmate', { json: { username: inmate.username, password: NEW_PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it('changes the signed-in friend’s password', async () => {
    const friend = await createFriend();
    const response = await change(await signIn('friend', friend), valid);
    expect(response.status).toBe(200);
    expect(
      (await call('/api/loginfriend', { json: { username: friend.username, password: NEW_PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it('lets an ADMIN acting as a friend change it, knowing the old one', async () => {
    const friend = await createFriend();
    const cookie = await signInAs('admin');
    await call(`/admin/api/loginfriend?id=${friend.id}`, { cookie });
    expect((await change(cookie, valid)).status).toBe(200);
  });

  it('answers 400 Login Failed for a wrong old password and changes nothing', async () => {
    const inmate = await createInmate();
    const before = await inmatePasswordHash(inmate.id);
    const response = await change(await signIn('inmate', inmate), { ...valid, password: 'Wrong#2026x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Login Failed', code: 'loginFailed' });
    expect(await inmatePasswordHash(inmate.id)).toBe(before);
  });

  it.each([
    [{ ...valid, password: '' }, 'password is required'],
    [{ ...valid, newPassword: '', reenterPassword: '' }, 'password is required'],
    [
      { ...valid, newPassword: 'Ab#1', reenterPassword: 'Ab#1' },
      'Password must be at least 8 characters long',
    ],
    [
      { ...valid, newPassword: 'abcdefgh1', reenterPassword: 'abcdefgh1' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    [{ ...valid, reenterPassword: 'Other#2026y' }, 'Passwords must match'],
  ])('answers 400 with the spec message for %j', async (form, message) => {
    const inmate = await createInmate();
    const before = await inmatePasswordHash(inmate.id);
    const response = await change(await signIn('inmate', inmate), form);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errorBody(message));
    expect(await inmatePasswordHash(inmate.id)).toBe(before);
  });

  it.each(['admin', 'employee1'] as const)('refuses %s acting as an inmate with 403', async (role) => {
    const inmate = await createInmate();
    const before = await inmatePasswordHash(inmate.id);
    const cookie = await signInAs(role);
    const prefix = role === 'admin' ? '/admin' : '/employee1';
    await call(`${prefix}/api/logininmate?id=${inmate.id}`, { cookie });
    const response = await change(cookie, valid);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Not allowed', code: 'notAllowed' });
    expect(await inmatePasswordHash(inmate.id)).toBe(before);
  });

  it('answers 401 when anonymous and 403 for staff acting as nobody', async () => {
    const anonymous = await change(undefined, valid);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Please sign in', code: 'signIn' });
    expect((await change(await signInAs('admin'), valid)).status).toBe(403);
  });

  it('answers 415 for a JSON body (the call takes form data)', async () => {
    const inmate = await createInmate();
    const before = await inmatePasswordHash(inmate.id);
    const response = await call('/api/changepassword', {
      cookie: await signIn('inmate', inmate),
      json: valid,
    });
    expect(response.status).toBe(415);
    expect(await inmatePasswordHash(inmate.id)).toBe(before);
  });
});

describe("a password change ends the account's other sessions", () => {
  const valid = { password: PASSWORD, newPassword: NEW_PASSWORD, reenterPassword: NEW_PASSWORD };
  const detail = (cookie: string) => call('/api/getinmatedetail', { cookie });

  it('ends the other sessions of the inmate and staff acting as it; the changer stays signed in', async () => {
    const inmate = await createInmate();
    const changer = await signIn('inmate', inmate);
    const other = await signIn('inmate', inmate);
    const staff = await signInAs('employee1');
    expect((await call(`/employee1/api/logininmate?id=${inmate.id}`, { cookie: staff })).status).toBe(200);
    for (const cookie of [changer, other, staff]) expect((await detail(cookie)).status).toBe(200);

    expect((await changePassword(changer, valid)).status).toBe(200);

    for (const cookie of [other, staff]) {
      const response = await detail(cookie);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Please sign in', code: 'signIn' });
      expect(await (await call('/api/session', { cookie })).json()).toEqual({});
    }
    const kept = await detail(changer);
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({ id: inmate.id });
    // The staff member signs in again and may act as the inmate again.
    const again = await signIn('staff', await createEmployee({ roles: ['EMPLOYEE1'] }));
    await call(`/employee1/api/logininmate?id=${inmate.id}`, { cookie: again });
    expect((await detail(again)).status).toBe(200);
  });

  it("ends a friend's other sessions and an ADMIN's acting as the friend; the sessions of others stay", async () => {
    const friend = await createFriend();
    const bystander = await signIn('inmate', await createInmate());
    const changer = await signIn('friend', friend);
    const other = await signIn('friend', friend);
    const admin = await signInAs('admin');
    await call(`/admin/api/loginfriend?id=${friend.id}`, { cookie: admin });
    expect((await changePassword(changer, valid)).status).toBe(200);
    expect(await (await call('/api/session', { cookie: other })).json()).toEqual({});
    expect(await (await call('/api/session', { cookie: admin })).json()).toEqual({});
    expect(await (await call('/api/session', { cookie: changer })).json()).toEqual({
      friend: { id: friend.id, username: friend.username },
    });
    expect(await (await call('/api/session', { cookie: bystander })).json()).toHaveProperty('inmate');
  });

  it('sessions of an account that never changed its password keep working (generation 0)', async () => {
    const inmate = await createInmate();
    const cookie = await signIn('inmate', inmate);
    const [row] = await getDb(env.DB).select().from(inmates);
    expect(row?.sessionGeneration).toBe(0);
    expect((await detail(cookie)).status).toBe(200);
    expect(await kvKeys('session:')).toHaveLength(1);
  });

  it('a reset completed by a change ends the sessions signed in with the old password', async () => {
    const inmate = await createInmate();
    const old = await signIn('inmate', inmate);
    await requestReset({ username: inmate.username, email: inmate.email });
    const temporary = await temporaryPasswordMailedTo(inmate.email);
    const forced = await signIn('inmate', { username: inmate.username, password: temporary });
    expect((await detail(old)).status).toBe(200);
    const change = { password: temporary, newPassword: NEW_PASSWORD, reenterPassword: NEW_PASSWORD };
    expect((await changePassword(forced, change)).status).toBe(200);
    expect((await detail(old)).status).toBe(401);
    expect((await detail(forced)).status).toBe(200);
  });
});
