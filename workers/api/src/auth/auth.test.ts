import { env } from 'cloudflare:workers';
import { passwordSchema } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmployee, createFriend, createInmate, PASSWORD, signIn, signInAs } from '../../test/fixtures';
import { call, cookiesOf, ORIGIN } from '../../test/http';
import { kvKeys, setCookieFor } from '../../test/kv';
import { createApp } from '../app';
import { getDb } from '../db/client';
import { friends, inmates, mailOutbox } from '../db/schema';
import { requireFriend, requireInmate } from './guards';
import { RESET_MESSAGE } from './routes';

const db = () => getDb(env.DB);
const NEW_PASSWORD = 'Changed#2026y';

async function inmatePasswordHash(id: number) {
  const row = await db().query.inmates.findFirst({ where: eq(inmates.id, id) });
  return row?.passwordHash;
}

async function outbox() {
  return db().select().from(mailOutbox);
}

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
      expect(await response.json()).toEqual({ error: 'Login Failed' });
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
    expect(await response.json()).toEqual({ error: message });
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
    expect(await kvKeys('session:')).toEqual([`session:${second.slice(4)}`]);
  });
});

describe('sign-in rate limit', () => {
  async function failOnce(username: string, address = '203.0.113.7') {
    return call('/api/logininmate', {
      json: { username, password: 'Wrong#2026x' },
      headers: { 'CF-Connecting-IP': address },
    });
  }

  it('answers 429 after 5 failures for a username, even with the right password', async () => {
    const inmate = await createInmate();
    for (let i = 0; i < 5; i += 1)
      expect((await failOnce(inmate.username, `198.51.100.${i}`)).status).toBe(401);
    const response = await call('/api/logininmate', {
      json: { username: inmate.username, password: inmate.password },
      headers: { 'CF-Connecting-IP': '192.0.2.99' },
    });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: 'Too many attempts, try again later' });
    expect(setCookieFor(response, 'sid')).toBeUndefined();
  });

  it('answers 429 after 5 failures from one address, whatever the username', async () => {
    const inmate = await createInmate();
    for (let i = 0; i < 5; i += 1) expect((await failOnce(`guess${i}`)).status).toBe(401);
    const blocked = await call('/api/logininmate', {
      json: { username: inmate.username, password: inmate.password },
      headers: { 'CF-Connecting-IP': '203.0.113.7' },
    });
    expect(blocked.status).toBe(429);
    const elsewhere = await call('/api/logininmate', {
      json: { username: inmate.username, password: inmate.password },
      headers: { 'CF-Connecting-IP': '192.0.2.1' },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('forgets the failures when the window has passed', async () => {
    const inmate = await createInmate();
    const past = Math.floor(Date.now() / 1000) - 1;
    await env.KV.put(`login-failures:user:${inmate.username}`, JSON.stringify({ count: 5, resetAt: past }));
    const response = await call('/api/logininmate', {
      json: { username: inmate.username, password: inmate.password },
    });
    expect(response.status).toBe(200);
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
    expect(await response.json()).toEqual({ error: 'Login Failed' });
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
      expect(await response.json()).toEqual({ error: status === 401 ? 'Please sign in' : 'Not allowed' });
      const after = cookie ? await (await call('/api/session', { cookie })).json() : {};
      expect(after).toEqual(before);
    }
  });

  it('refuses a cross-site link to log in as someone', async () => {
    const inmate = await createInmate();
    const cookie = await signInAs('admin');
    const response = await call(`/admin/api/logininmate?id=${inmate.id}`, {
      cookie,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(403);
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

describe('POST /api/changepassword', () => {
  const change = (cookie: string | undefined, form: Record<string, string>) =>
    call('/api/changepassword', { form, ...(cookie ? { cookie } : {}) });
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
    expect(await response.json()).toEqual({ error: 'Login Failed' });
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
    expect(await response.json()).toEqual({ error: message });
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
    expect(await response.json()).toEqual({ error: 'Not allowed' });
    expect(await inmatePasswordHash(inmate.id)).toBe(before);
  });

  it('answers 401 when anonymous and 403 for staff acting as nobody', async () => {
    const anonymous = await change(undefined, valid);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Please sign in' });
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

describe('POST /api/resetpassword', () => {
  const reset = (form: Record<string, string>) => call('/api/resetpassword', { form });

  it('mails an inmate a temporary password that signs in and satisfies the password rule', async () => {
    const inmate = await createInmate({ email: 'ana@example.com' });
    const response = await reset({ username: inmate.username, email: 'ANA@example.com' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: RESET_MESSAGE });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('ana@example.com');
    const temporary = /temporary password is: (\S+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
    expect(passwordSchema.safeParse(temporary).success).toBe(true);
    const signInWith = (password: string) =>
      call('/api/logininmate', { json: { username: inmate.username, password } });
    expect((await signInWith(PASSWORD)).status).toBe(401);
    expect((await signInWith(temporary)).status).toBe(200);
  });

  it('resets a friend’s password', async () => {
    const friend = await createFriend();
    const response = await reset({ username: friend.username, email: friend.email });
    expect(await response.json()).toEqual({ message: RESET_MESSAGE });
    const [mail] = await outbox();
    const temporary = /temporary password is: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const signedIn = await call('/api/loginfriend', {
      json: { username: friend.username, password: temporary },
    });
    expect(signedIn.status).toBe(200);
  });

  it('answers the same for an unknown account or a wrong e-mail, sending nothing and changing nothing', async () => {
    const inmate = await createInmate();
    const before = await inmatePasswordHash(inmate.id);
    for (const form of [
      { username: 'nobody', email: 'nobody@example.com' },
      { username: inmate.username, email: 'someone.else@example.com' },
    ]) {
      const response = await reset(form);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: RESET_MESSAGE });
    }
    expect(await outbox()).toEqual([]);
    expect(await inmatePasswordHash(inmate.id)).toBe(before);
    const friendRows = await db().select().from(friends);
    expect(friendRows).toEqual([]);
  });

  it.each([
    [{ email: 'a@example.com' }, 'username is required'],
    [
      { username: 'Bad Name', email: 'a@example.com' },
      'username can only contain lower case letters and digits or e-mail',
    ],
    [{ username: 'inmate1' }, 'email is required'],
    [{ username: 'inmate1', email: 'not-an-address' }, 'invalid email address'],
  ])('answers 400 with the spec message for %j', async (form, message) => {
    const response = await reset(form);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
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
    expect(await response.json()).toEqual({ error: 'Not allowed' });
  });
});
