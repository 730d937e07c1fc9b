import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewAs } from '../../test/account-fixtures';
import { createEmployee, createInmate, signIn } from '../../test/fixtures';
import { call } from '../../test/http';
import { countWorkerD1 } from '../db/round-trips';
import { adminActingAs, signedInFriend } from '../friends/friend-test-helpers';
import {
  ACCOUNT_READS,
  BACK_OFFICE_READS,
  inmateWithHistory,
  staffActingAs,
} from './caller-check-test-helpers';

// Issue 12 item 2: identifying the caller costs no D1 query of its own on the hot reads; each makes one D1 round trip
// (one statement carrying the caller facts) besides the session's one KV read (auth/caller-check.ts).

describe('the hot reads: one D1 round trip besides the session read', () => {
  let counter: ReturnType<typeof countWorkerD1>;
  let kvGets: { mock: { calls: unknown[] } };
  beforeEach(() => {
    counter = countWorkerD1(env.DB);
    kvGets = vi.spyOn(env.KV, 'get');
  });
  afterEach(() => {
    counter.restore();
    vi.restoreAllMocks();
  });

  /** Calls `path` and answers its status with the D1 round trips and KV reads it cost. */
  async function measured(path: string, cookie: string) {
    counter.reset();
    kvGets.mock.calls.length = 0;
    const response = await call(path, { cookie });
    return { status: response.status, d1: counter.counts.roundTrips, kv: kvGets.mock.calls.length };
  }

  it.each(ACCOUNT_READS)('/api/%s: the inmate, or an ADMIN acting as one', async (name) => {
    const inmate = await inmateWithHistory();
    for (const viewer of ['inmate', 'admin'] as const) {
      const cookie = await viewAs(viewer, inmate);
      expect(await measured(`/api/${name}`, cookie)).toEqual({ status: 200, d1: 1, kv: 1 });
    }
  });

  it.each(['getfrienddetail', 'getfriendearnings'])(
    '/api/%s: the friend, or an ADMIN acting as one',
    async (name) => {
      const { friend, cookie } = await signedInFriend();
      expect(await measured(`/api/${name}`, cookie)).toEqual({ status: 200, d1: 1, kv: 1 });
      counter.restore();
      const admin = await adminActingAs(friend.id);
      counter = countWorkerD1(env.DB);
      expect(await measured(`/api/${name}`, admin)).toEqual({ status: 200, d1: 1, kv: 1 });
    },
  );

  it('{prefix}/api/getinmates: ADMIN and EMPLOYEE1', async () => {
    await inmateWithHistory();
    for (const role of ['ADMIN', 'EMPLOYEE1'] as const) {
      const cookie = await signIn('staff', await createEmployee({ roles: [role] }));
      const prefix = role === 'ADMIN' ? '/admin' : '/employee1';
      expect(await measured(`${prefix}/api/getinmates?limit=50`, cookie)).toEqual({
        status: 200,
        d1: 1,
        kv: 1,
      });
    }
  });

  it.each(BACK_OFFICE_READS)('/admin/api/%s: an ADMIN', async (name) => {
    const cookie = await signIn('staff', await createEmployee({ roles: ['ADMIN'] }));
    expect(await measured(`/admin/api/${name}`, cookie)).toEqual({ status: 200, d1: 1, kv: 1 });
  });

  it('/admin/api/getfriendpayments: an ADMIN, for a friend never paid and for no such friend', async () => {
    const { friend } = await signedInFriend();
    const cookie = await signIn('staff', await createEmployee({ roles: ['ADMIN'] }));
    const path = '/admin/api/getfriendpayments?id=';
    expect(await measured(`${path}${friend.id}`, cookie)).toEqual({ status: 200, d1: 1, kv: 1 });
    expect(await measured(`${path}${friend.id + 1000}`, cookie)).toEqual({ status: 404, d1: 1, kv: 1 });
  });

  it('{prefix}/api/getaudiofiles: ADMIN and EMPLOYEE1', async () => {
    const cookie = await signIn('staff', await createEmployee({ roles: ['EMPLOYEE1'] }));
    expect(await measured('/employee1/api/getaudiofiles', cookie)).toEqual({ status: 200, d1: 1, kv: 1 });
  });

  it('/api/session: one D1 statement names and confirms the inmate, the friend, and staff acting as either', async () => {
    const inmate = await inmateWithHistory();
    const { friend, cookie: friendCookie } = await signedInFriend();
    const inmateCookie = await viewAs('inmate', inmate);
    const { staff, cookie: staffCookie } = await staffActingAs('ADMIN', inmate);
    for (const cookie of [inmateCookie, friendCookie, staffCookie]) {
      expect(await measured('/api/session', cookie)).toEqual({ status: 200, d1: 1, kv: 1 });
    }
    const answer = await (await call('/api/session', { cookie: staffCookie })).json();
    expect(answer).toEqual({
      inmate: { id: inmate.id, username: inmate.username, firstName: inmate.firstName },
      staff: { id: staff.id, name: staff.name, roles: ['ADMIN'] },
      actingAs: { kind: 'inmate', id: inmate.id, firstName: inmate.firstName, lastName: inmate.lastName },
    });
    expect(await (await call('/api/session', { cookie: friendCookie })).json()).toEqual({
      friend: { id: friend.id, username: friend.username },
    });
  });

  it('a page carries the signed-in session for one D1 statement too', async () => {
    // The shell's index.html as its build writes it (the API tests run before the build: the static folder is empty).
    vi.spyOn(env.ASSETS, 'fetch').mockImplementation(
      async () =>
        new Response('<!doctype html><html><head></head><body><div id="root"></div></body></html>', {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        }),
    );
    const inmate = await inmateWithHistory();
    const cookie = await viewAs('inmate', inmate);
    counter.reset();
    const page = await call('/inmates/detail', { cookie });
    expect(page.status, await page.clone().text()).toBe(200);
    expect(await page.text()).toContain(`"username":"${inmate.username}"`);
    expect(counter.counts.roundTrips).toBe(1);
  });

  it('a refusal from the session alone costs no D1 query; anonymous costs nothing', async () => {
    const inmate = await createInmate();
    const cookie = await signIn('inmate', inmate);
    expect(await measured('/admin/api/getinmates', cookie)).toMatchObject({ status: 403 });
    expect(await measured('/api/getinmatedetail', '')).toEqual({ status: 401, d1: 0, kv: 0 });
  });
});
