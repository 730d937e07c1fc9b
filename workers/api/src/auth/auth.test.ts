import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/errors';
import { createEmployee, createFriend, createInmate, PASSWORD, signIn, signInAs } from '../../test/fixtures';
import { call, cookiesOf, ORIGIN } from '../../test/http';
import { kvKeys, setCookieFor } from '../../test/kv';
import { createApp } from '../app';
import { requireFriend, requireInmate } from './guards';

// Sign-in, session, log-in-as and the guards. The limits are in rate-limit.test.ts, the password change and
// reset in password-change.test.ts and password-reset.test.ts.

describe('POST /api/logininmate, /api/loginfriend, /api/loginstaff', () => {
  it('signs an inmate in and answers the session body with an 8-hour HttpOnly cookie', async () => {
    const inmate = await createInmate({ firstName: 'Ana' });
    const response = await call('/api/logininmate', {
      json: { username: inmate.username, password: inmate.password },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      inmate: { id: inmate.id, username: inmate.username, firstName: 'Ana' },
    });
    const cookie = setCookieFor(response, 'sid') ?? '';
    expect(cookie).toMatch(/^sid=[0-9a-f]{64};/);
    expect(cookie).toContain('Max-Age=28800');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure'); // localhost
    const id = cookie.slice(4, 68);
    expect(await env.KV.get(`session:${id}`, 'json')).toMatchObject({ inmateId: inmate.id });
  });

  it('marks the cookie Secure on any host but localhost', async () => {
    const inmate = await createInmate();
    const response = await call('/api/logininmate', {
      origin: 'https://credits.example.com',
      json: { username: inmate.username, password: inmate.password },
    });
    expect(setCookieFor(response, 'sid')).toContain('Secure');
  });

  it('signs a friend in', async () => {
    const friend = await createFriend();
    const response = await call('/api/loginfriend', {
      json: { username: friend.username, password: friend.password },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ friend: { id: friend.id, username: friend.username } });
  });

  it('signs staff in with their roles', async () => {
    const staff = await createEmployee({ name: 'Sam Staff', roles: ['EMPLOYEE1'] });
    const response = await call('/api/loginstaff', {
      json: { username: staff.userName, password: staff.password },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      staff: { id: staff.id, name: 'Sam Staff', roles: ['EMPLOYEE1'] },
    });
  });

  it('answers 401 Login Failed for a wrong password or an unknown username, and starts no session', async () => {
    const inmate = await createInmate();
    for (const body of [
      { username: inmate.username, password: 'Wrong#2026x' },
      { username: 'nobody', password: PASSWORD },
    ]) {
      const response = await call('/api/logininmate', { json: body });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Login Failed', code: 'loginFailed' });
      expect(setCookieFor(response, 'sid')).toBeUndefined();
    }
    // An inmate's credentials do not open the friend or staff sign-in.
    const asFriend = await call('/api/loginfriend', {
      json: { username: inmate.username, password: PASSWORD },
    });
    expect(asFriend.status).toBe(401);
    expect(await kvKeys('session:')).toEqual([]);
  });

  it.each([
    [{ password: PASSWORD }, 'username is required'],
    [{ username: 'inmate1', password: '' }, 'password is required'],
  ])('answers 400 with the spec message for %j', async (body, message) => {
    const response = await call('/api/logininmate', { json: body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errorBody(message));
  });

  it('replaces an earlier session with a new id at each sign-in', async () => {
    const inmate = await createInmate();
    const first = await signIn('inmate', inmate);
    const response = await call('/api/logininmate', {
      cookie: first,
      json: { username: inmate.username, password: inmate.password },
    });
    const second = cookiesOf(response);
    expect(second).not.toBe(first);
    // The sign-in also renews the D1 bookmark cookie (db/client.ts): the session id is the `sid` pair.
    expect(await kvKeys('session:')).toEqual([`session:${/sid=([0-9a-f]+)/.exec(second)?.[1]}`]);
  });
});

describe('GET /api/session and GET /api/logout', () => {
  it('answers an empty session when anonymous', async () => {
    const response = await call('/api/session');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it('answers who is signed in', async () => {
    const inmate = await createInmate({ firstName: 'Bo' });
    const cookie = await signIn('inmate', inmate);
    const response = await call('/api/session', { cookie });
    expect(await response.json()).toEqual({
      inmate: { id: inmate.id, username: inmate.username, firstName: 'Bo' },
    });
  });

  it('ignores an unknown or malformed session id', async () => {
    for (const cookie of ['sid=abc', `sid=${'a'.repeat(64)}`]) {
      expect(await (await call('/api/session', { cookie })).json()).toEqual({});
    }
  });

  it('logs out: 200 {}, the cookie cleared and the session deleted', async () => {
    const cookie = await signInAs('inmate');
    const response = await call('/api/logout', { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(setCookieFor(response, 'sid')).toContain('Max-Age=0');
    expect(await kvKeys('session:')).toEqual([]);
    expect(await (await call('/api/session', { cookie })).json()).toEqual({});
  });
});

describe('staff log in as an inmate or a friend', () => {
  it('lets an ADMIN act as an inmate, keeping the staff identity', async () => {
    const admin = await createEmployee({ roles: ['ADMIN'] });
    const inmate = await createInmate();
    const cookie = await signIn('staff', admin);
    const response = await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      inmate: { id: inmate.id, username: inmate.username, firstName: inmate.firstName },
      staff: { id: admin.id, name: admin.name, roles: ['ADMIN'] },
      actingAs: { kind: 'inmate', id: inmate.id, firstName: inmate.firstName, lastName: inmate.lastName },
    });
  });

  it('lets EMPLOYEE1 act as an inmate under /employee1', async () => {
    const inmate = await createInmate();
    const cookie = await signInAs('employee1');
    const response = await call(`/employee1/api/logininmate?id=${inmate.id}`, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ inmate: { id: inmate.id } });
  });

  it('lets an ADMIN act as a friend, dropping the inmate acted as before', async () => {
    const inmate = await createInmate();
    const friend = await createFriend();
    const cookie = await signInAs('admin');
    await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie });
    const response = await call(`/admin/api/loginfriend?id=${friend.id}`, { cookie });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ friend: { id: friend.id, username: friend.username } });
    expect(body).not.toHaveProperty('inmate');
    expect(await (await call('/api/session', { cookie })).json()).toEqual(body);
  });

  it.each([
    '/admin/api/logininmate?id=999',
    '/admin/api/logininmate?id=abc',
    '/admin/api/logininmate',
    '/admin/api/loginfriend?id=999',
  ])('answers 404 Login Failed for %s', async (path) => {
    const cookie = await signInAs('admin');
    const response = await call(path, { cookie });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Login Failed', code: 'loginFailed' });
  });

  it.each([
    ['/admin/api/logininmate', 'anonymous', 401],
    ['/admin/api/logininmate', 'inmate', 403],
    ['/admin/api/logininmate', 'friend', 403],
    ['/admin/api/logininmate', 'employee1', 403],
    ['/employee1/api/logininmate', 'anonymous', 401],
    ['/employee1/api/logininmate', 'inmate', 403],
    ['/employee1/api/logininmate', 'friend', 403],
    ['/employee1/api/logininmate', 'admin', 200],
    ['/admin/api/loginfriend', 'anonymous', 401],
    ['/admin/api/loginfriend', 'inmate', 403],
    ['/admin/api/loginfriend', 'friend', 403],
    ['/admin/api/loginfriend', 'employee1', 403],
  ] as const)('%s as %s answers %i', async (path, who, status) => {
    const inmate = await createInmate();
    const friend = await createFriend();
    const cookie = who === 'anonymous' ? undefined : await signInAs(who);
    const before = cookie ? await (await call('/api/session', { cookie })).json() : {};
    const id = path.endsWith('loginfriend') ? friend.id : inmate.id;
    const response = await call(`${path}?id=${id}`, cookie ? { cookie } : {});
    expect(response.status).toBe(status);
    if (status !== 200) {
      expect(await response.json()).toEqual(errorBody(status === 401 ? 'Please sign in' : 'Not allowed'));
      const after = cookie ? await (await call('/api/session', { cookie })).json() : {};
      expect(after).toEqual(before);
    }
  });

  it('refuses a link from another site, or another origin of the same site, to log in as someone', async () => {
    const inmate = await createInmate();
    const cookie = await signInAs('admin');
    for (const site of ['cross-site', 'same-site']) {
      const response = await call(`/admin/api/logininmate?id=${inmate.id}`, {
        cookie,
        headers: { 'Sec-Fetch-Site': site },
      });
      expect(response.status).toBe(403);
    }
    expect(await (await call('/api/session', { cookie })).json()).not.toHaveProperty('inmate');
  });

  it('stops honouring a staff session whose employee was removed', async () => {
    const admin = await createEmployee();
    const cookie = await signIn('staff', admin);
    await env.DB.prepare('DELETE FROM employees WHERE id = ?').bind(admin.id).run();
    const response = await call('/admin/api/loginfriend?id=1', { cookie });
    expect(response.status).toBe(401);
  });
});

describe('per-call guards requireInmate and requireFriend', () => {
  /** The real app plus two calls behind the guards, as the domain sub-apps will use them. */
  function appWithGuardedCalls() {
    const app = createApp();
    app.get('/api/test/inmate', requireInmate(), (c) => c.json({ inmateId: c.var.inmateId }));
    app.get('/api/test/friend', requireFriend(), (c) => c.json({ friendId: c.var.friendId }));
    return app;
  }
  const get = (path: string, cookie?: string) =>
    appWithGuardedCalls().request(`${ORIGIN}${path}`, cookie ? { headers: { cookie } } : {}, env);

  it('requireInmate: the inmate or staff acting as one; 401 anonymous, 403 otherwise', async () => {
    const inmate = await createInmate();
    expect((await get('/api/test/inmate')).status).toBe(401);
    expect(await (await get('/api/test/inmate', await signIn('inmate', inmate))).json()).toEqual({
      inmateId: inmate.id,
    });
    expect((await get('/api/test/inmate', await signInAs('friend'))).status).toBe(403);
    const admin = await signInAs('admin');
    expect((await get('/api/test/inmate', admin)).status).toBe(403);
    await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie: admin });
    expect(await (await get('/api/test/inmate', admin)).json()).toEqual({ inmateId: inmate.id });
    const employee = await signInAs('employee1');
    await call(`/employee1/api/logininmate?id=${inmate.id}`, { cookie: employee });
    expect((await get('/api/test/inmate', employee)).status).toBe(200);
  });

  it('requireFriend: the friend or an ADMIN acting as one; 401 anonymous, 403 otherwise', async () => {
    const friend = await createFriend();
    expect((await get('/api/test/friend')).status).toBe(401);
    expect(await (await get('/api/test/friend', await signIn('friend', friend))).json()).toEqual({
      friendId: friend.id,
    });
    expect((await get('/api/test/friend', await signInAs('inmate'))).status).toBe(403);
    const admin = await signInAs('admin');
    await call(`/admin/api/loginfriend?id=${friend.id}`, { cookie: admin });
    expect(await (await get('/api/test/friend', admin)).json()).toEqual({ friendId: friend.id });
  });

  it('requireFriend refuses EMPLOYEE1 even with a friend in the session', async () => {
    const friend = await createFriend();
    const employee = await createEmployee({ roles: ['EMPLOYEE1'] });
    const cookie = await signIn('staff', employee);
    const id = cookie.replace('sid=', '');
    await env.KV.put(
      `session:${id}`,
      JSON.stringify({ staffId: employee.id, friendId: friend.id, createdAt: new Date().toISOString() }),
    );
    const response = await get('/api/test/friend', cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Not allowed', code: 'notAllowed' });
  });
});
