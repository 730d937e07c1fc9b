import type { SessionAnswer } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { createEmployee, createFriend, createInmate, signIn, signInAs } from '../../test/fixtures';
import { call, cookiesOf } from '../../test/http';

// Issue 13 §5: the session names whom staff act as (`actingAs`), and POST /api/stopacting ends the acting.

const session = async (cookie: string): Promise<SessionAnswer> =>
  (await call('/api/session', { cookie })).json();
const stop = (cookie?: string, headers?: Record<string, string>) =>
  call('/api/stopacting', { method: 'POST', ...(cookie ? { cookie } : {}), ...(headers ? { headers } : {}) });

describe('GET /api/session while staff act as someone', () => {
  it('names the inmate an ADMIN acts as', async () => {
    const inmate = await createInmate({ firstName: 'Ann', lastName: 'Lee' });
    const cookie = await signInAs('admin');
    await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie });
    expect(await session(cookie)).toMatchObject({
      inmate: { id: inmate.id, username: inmate.username, firstName: 'Ann' },
      actingAs: { kind: 'inmate', id: inmate.id, firstName: 'Ann', lastName: 'Lee' },
    });
  });

  it('names the inmate an EMPLOYEE1 acts as', async () => {
    const inmate = await createInmate({ firstName: 'Ana', lastName: 'López' });
    const cookie = await signInAs('employee1');
    await call(`/employee1/api/logininmate?id=${inmate.id}`, { cookie });
    expect((await session(cookie)).actingAs).toEqual({
      kind: 'inmate',
      id: inmate.id,
      firstName: 'Ana',
      lastName: 'López',
    });
  });

  it('names the friend an ADMIN acts as, and no longer the inmate acted as before', async () => {
    const inmate = await createInmate();
    const friend = await createFriend({ firstName: 'Bea', lastName: 'Cruz' });
    const cookie = await signInAs('admin');
    await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie });
    await call(`/admin/api/loginfriend?id=${friend.id}`, { cookie });
    expect((await session(cookie)).actingAs).toEqual({
      kind: 'friend',
      id: friend.id,
      firstName: 'Bea',
      lastName: 'Cruz',
    });
  });

  it('has no actingAs for an inmate, a friend or staff on their own', async () => {
    const inmate = await createInmate();
    const friend = await createFriend();
    for (const cookie of [
      await signIn('inmate', inmate),
      await signIn('friend', friend),
      await signInAs('admin'),
    ]) {
      expect(await session(cookie)).not.toHaveProperty('actingAs');
    }
  });
});

describe("POST /api/loginfriend from staff's session (/admin/friends/login)", () => {
  const signInFriend = (cookie: string, friend: { username: string; password: string }) =>
    call('/api/loginfriend', { cookie, json: { username: friend.username, password: friend.password } });

  it('lets an ADMIN act as the friend whose password they give, still signed in as staff', async () => {
    const friend = await createFriend({ firstName: 'Dee', lastName: 'Ruiz' });
    const cookie = await signInAs('admin');
    const response = await signInFriend(cookie, friend);
    expect(response.status).toBe(200);
    const answer = await session(cookie);
    expect(answer).toMatchObject({
      staff: { roles: ['ADMIN'] },
      friend: { id: friend.id, username: friend.username },
      actingAs: { kind: 'friend', id: friend.id, firstName: 'Dee', lastName: 'Ruiz' },
    });
    expect(await response.json()).toEqual(answer);
    // Stop gives the ADMIN back their tool.
    expect(await (await stop(cookie)).json()).not.toHaveProperty('friend');
  });

  it('starts a friend-only session for an EMPLOYEE1 (only an ADMIN acts as a friend)', async () => {
    const friend = await createFriend();
    const cookie = await signInAs('employee1');
    const response = await signInFriend(cookie, friend);
    expect(response.status).toBe(200);
    const next = cookiesOf(response);
    expect(await session(next)).toEqual({ friend: { id: friend.id, username: friend.username } });
    expect(await session(cookie)).toEqual({});
  });

  it('keeps the ADMIN as they were when the password is wrong', async () => {
    const friend = await createFriend();
    const cookie = await signInAs('admin');
    const response = await signInFriend(cookie, { ...friend, password: 'Wrong#2026x' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'Login Failed' });
    const answer = await session(cookie);
    expect(answer.staff?.roles).toEqual(['ADMIN']);
    expect(answer).not.toHaveProperty('friend');
  });
});

describe('POST /api/stopacting', () => {
  it('drops the inmate an ADMIN acts as and keeps the staff session', async () => {
    const inmate = await createInmate();
    const admin = await createEmployee({ name: 'Ada Admin', roles: ['ADMIN'] });
    const cookie = await signIn('staff', admin);
    await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie });
    const response = await stop(cookie);
    expect(response.status).toBe(200);
    const staffOnly = { staff: { id: admin.id, name: 'Ada Admin', roles: ['ADMIN'] } };
    expect(await response.json()).toEqual(staffOnly);
    expect(await session(cookie)).toEqual(staffOnly);
    // The inmate's calls are closed to this session again.
    expect((await call('/api/getinmatedetail', { cookie })).status).toBe(403);
    // The staff tools stay open.
    expect((await call('/admin/api/getfriendrate', { cookie })).status).toBe(200);
  });

  it('drops the inmate an EMPLOYEE1 acts as', async () => {
    const inmate = await createInmate();
    const cookie = await signInAs('employee1');
    await call(`/employee1/api/logininmate?id=${inmate.id}`, { cookie });
    const response = await stop(cookie);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).not.toHaveProperty('inmate');
    expect(body).not.toHaveProperty('actingAs');
    expect(body).toMatchObject({ staff: { roles: ['EMPLOYEE1'] } });
  });

  it('drops the friend an ADMIN acts as', async () => {
    const friend = await createFriend();
    const cookie = await signInAs('admin');
    await call(`/admin/api/loginfriend?id=${friend.id}`, { cookie });
    expect((await stop(cookie)).status).toBe(200);
    const body = await session(cookie);
    expect(body).not.toHaveProperty('friend');
    expect(body).not.toHaveProperty('actingAs');
    expect(body).toHaveProperty('staff');
  });

  it('answers the staff session unchanged when staff act as no one', async () => {
    const cookie = await signInAs('employee1');
    const before = await session(cookie);
    const response = await stop(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(before);
  });

  it.each([
    ['anonymous', 401, 'Please sign in'],
    ['inmate', 403, 'Not allowed'],
    ['friend', 403, 'Not allowed'],
  ] as const)('answers %s %i and changes nothing', async (who, status, error) => {
    const cookie = who === 'anonymous' ? undefined : await signInAs(who);
    const before = cookie ? await session(cookie) : {};
    const response = await stop(cookie);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error });
    if (cookie) expect(await session(cookie)).toEqual(before);
  });

  it('refuses a cross-site request and keeps acting', async () => {
    const inmate = await createInmate();
    const cookie = await signInAs('admin');
    await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie });
    const response = await stop(cookie, { origin: 'https://evil.example.com' });
    expect(response.status).toBe(403);
    expect((await session(cookie)).actingAs).toMatchObject({ id: inmate.id });
  });
});
