import { env } from 'cloudflare:workers';
import type { Role } from '@app/shared';
import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createCall,
  createCreditCharge,
  createPayment,
  createService,
  viewAs,
} from '../../test/account-fixtures';
import { createEmployee, createInmate, PASSWORD, signIn } from '../../test/fixtures';
import { call } from '../../test/http';
import { getDb } from '../db/client';
import { countWorkerD1 } from '../db/round-trips';
import { auxiliaryCurrencyCharges, employees, files } from '../db/schema';
import { adminActingAs, signedInFriend } from '../friends/friend-test-helpers';
import { NEW_PASSWORD } from './password-test-helpers';

// Issue 12 item 2: identifying the caller costs no D1 query of its own on the hot reads; each makes one D1 round trip
// (one statement carrying the caller facts) besides the session's one KV read, and a deleted or demoted employee or a
// changed password still ends access on the very next call (auth/caller-check.ts).

const db = () => getDb(env.DB);

const setRoles = (id: number, roles: Role[]) =>
  db().update(employees).set({ roles }).where(eq(employees.id, id));
const removeEmployee = (id: number) => db().delete(employees).where(eq(employees.id, id));

/** An ADMIN or EMPLOYEE1 acting as `inmate`, with the employee row. */
async function staffActingAs(role: Role, inmate: { id: number }) {
  const staff = await createEmployee({ roles: [role] });
  const cookie = await signIn('staff', staff);
  const prefix = role === 'ADMIN' ? '/admin' : '/employee1';
  expect((await call(`${prefix}/api/logininmate?id=${inmate.id}`, { cookie })).status).toBe(200);
  return { staff, cookie };
}

/** An inmate with a service, a payment, a call, both kinds of charge and a file, so every account read has rows. */
async function inmateWithHistory() {
  const inmate = await createInmate();
  const service = await createService(inmate.id);
  const payment = await createPayment(inmate.id);
  await createCall(inmate.id, service.id);
  await createCreditCharge(service.id);
  await getDb(env.DB).insert(auxiliaryCurrencyCharges).values({
    inmateId: inmate.id,
    priceCents: 500,
    description: 'Replacement tablet',
    paymentId: payment.id,
  });
  await getDb(env.DB)
    .insert(files)
    .values({
      inmateId: inmate.id,
      code: `f${inmate.id}`,
      r2Key: `files/${inmate.id}/letter.pdf`,
      contentType: 'application/pdf',
      size: 1200,
    });
  return inmate;
}

/** The account's hot reads; all but the detail are lists. */
const ACCOUNT_READS = [
  'getinmatedetail',
  'getservicesforinmate',
  'getinmatepayments',
  'getinmatecalls',
  'getauxiliarycreditcharges',
  'getauxiliarycurrencycharges',
  'getuploadedfiles',
];
const ACCOUNT_LISTS = ACCOUNT_READS.filter((name) => name !== 'getinmatedetail');

/** The ADMIN reads the back office's screens make on load: Jail and Offer Configuration, Employees, Settings. */
const BACK_OFFICE_READS = [
  'getjails',
  'getoffers',
  'getemployees',
  'getassistantphone',
  'getfriendrate',
  'getfriends',
  'getaudiofiles',
  'getfriendpayouts',
];

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

describe('the hot reads still end access at once', () => {
  it('a deleted ADMIN acting as an inmate gets 401 from every account read', async () => {
    const inmate = await inmateWithHistory();
    const { staff, cookie } = await staffActingAs('ADMIN', inmate);
    expect((await call('/api/getinmatepayments', { cookie })).status).toBe(200);
    await removeEmployee(staff.id);
    for (const name of ACCOUNT_READS) {
      const response = await call(`/api/${name}`, { cookie });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Please sign in', code: 'signIn' });
    }
  });

  it('an ADMIN demoted to EMPLOYEE1 is answered as EMPLOYEE1 at once: no secret code, no money', async () => {
    const inmate = await inmateWithHistory();
    const { staff, cookie } = await staffActingAs('ADMIN', inmate);
    expect(await (await call('/api/getinmatedetail', { cookie })).json()).toHaveProperty('secretCode');
    await setRoles(staff.id, ['EMPLOYEE1']);
    const detail = await call('/api/getinmatedetail', { cookie });
    expect(detail.status).toBe(200);
    expect(await detail.json()).not.toHaveProperty('secretCode');
    const services = (await (await call('/api/getservicesforinmate', { cookie })).json()) as {
      offer: object;
    }[];
    expect(services[0]?.offer).not.toHaveProperty('price');
    expect((await call('/api/getauxiliarycreditcharges', { cookie })).status).toBe(200);
    for (const name of ['getinmatepayments', 'getinmatecalls', 'getauxiliarycurrencycharges']) {
      const response = await call(`/api/${name}`, { cookie });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Not allowed', code: 'notAllowed' });
    }
  });

  it('getinmates: a demoted ADMIN gets 403 under /admin and no secret codes under /employee1; deleted, 401', async () => {
    await inmateWithHistory();
    const staff = await createEmployee({ roles: ['ADMIN'] });
    const cookie = await signIn('staff', staff);
    const rows = async (prefix: string) =>
      (await (await call(`${prefix}/api/getinmates`, { cookie })).json()) as { inmate: object }[];
    expect((await rows('/admin'))[0]?.inmate).toHaveProperty('secretCode');
    await setRoles(staff.id, ['EMPLOYEE1']);
    expect((await call('/admin/api/getinmates', { cookie })).status).toBe(403);
    expect((await rows('/employee1'))[0]?.inmate).not.toHaveProperty('secretCode');
    await removeEmployee(staff.id);
    expect((await call('/employee1/api/getinmates', { cookie })).status).toBe(401);
  });

  it.each(BACK_OFFICE_READS)(
    '/admin/api/%s: a demoted ADMIN gets 403 at once, a deleted one 401',
    async (name) => {
      const staff = await createEmployee({ roles: ['ADMIN'] });
      const cookie = await signIn('staff', staff);
      expect((await call(`/admin/api/${name}`, { cookie })).status).toBe(200);
      await setRoles(staff.id, ['EMPLOYEE1']);
      const demoted = await call(`/admin/api/${name}`, { cookie });
      expect([demoted.status, await demoted.json()]).toEqual([
        403,
        { error: 'Not allowed', code: 'notAllowed' },
      ]);
      await removeEmployee(staff.id);
      const removed = await call(`/admin/api/${name}`, { cookie });
      expect([removed.status, await removed.json()]).toEqual([
        401,
        { error: 'Please sign in', code: 'signIn' },
      ]);
    },
  );

  it('{prefix}/api/getaudiofiles: a deleted EMPLOYEE1 gets 401 at once', async () => {
    const staff = await createEmployee({ roles: ['EMPLOYEE1'] });
    const cookie = await signIn('staff', staff);
    expect((await call('/employee1/api/getaudiofiles', { cookie })).status).toBe(200);
    await removeEmployee(staff.id);
    const removed = await call('/employee1/api/getaudiofiles', { cookie });
    expect([removed.status, await removed.json()]).toEqual([
      401,
      { error: 'Please sign in', code: 'signIn' },
    ]);
  });

  it('a removed employee gets 401, not the validation answer, for a wrong getinmates query', async () => {
    const staff = await createEmployee({ roles: ['ADMIN'] });
    const cookie = await signIn('staff', staff);
    expect((await call('/admin/api/getinmates?limit=999', { cookie })).status).toBe(400);
    await removeEmployee(staff.id);
    const refused = await call('/admin/api/getinmates?limit=999', { cookie });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'Please sign in', code: 'signIn' });
  });

  it('an EMPLOYEE1 promoted to ADMIN may use the ADMIN reads at once', async () => {
    const staff = await createEmployee({ roles: ['EMPLOYEE1'] });
    const cookie = await signIn('staff', staff);
    expect((await call('/admin/api/getinmates', { cookie })).status).toBe(403);
    await setRoles(staff.id, ['ADMIN']);
    expect((await call('/admin/api/getinmates', { cookie })).status).toBe(200);
  });

  it.each(['getfrienddetail', 'getfriendearnings'])(
    'an ADMIN acting as a friend gets 403 from %s once demoted, 401 once deleted',
    async (name) => {
      const { friend } = await signedInFriend();
      const cookie = await adminActingAs(friend.id);
      expect((await call(`/api/${name}`, { cookie })).status).toBe(200);
      // adminActingAs signed in the newest employee.
      const [newest] = await db().select().from(employees).orderBy(desc(employees.id)).limit(1);
      const staffId = newest?.id ?? 0;
      await setRoles(staffId, ['EMPLOYEE1']);
      expect((await call(`/api/${name}`, { cookie })).status).toBe(403);
      await setRoles(staffId, ['ADMIN']);
      expect((await call(`/api/${name}`, { cookie })).status).toBe(200);
      await removeEmployee(staffId);
      expect((await call(`/api/${name}`, { cookie })).status).toBe(401);
    },
  );

  it('an inmate with no history: each list is empty, in one statement, and still ends with a password change', async () => {
    const inmate = await createInmate();
    const changer = await signIn('inmate', inmate);
    const other = await signIn('inmate', inmate);
    const counter = countWorkerD1(env.DB);
    try {
      for (const name of ACCOUNT_LISTS) {
        counter.reset();
        const response = await call(`/api/${name}`, { cookie: other });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual([]);
        expect(counter.counts).toEqual({ roundTrips: 1, batches: 0, statements: 1 });
      }
    } finally {
      counter.restore();
    }
    const change = { password: PASSWORD, newPassword: NEW_PASSWORD, reenterPassword: NEW_PASSWORD };
    expect((await call('/api/changepassword', { cookie: changer, form: change })).status).toBe(200);
    for (const name of ACCOUNT_LISTS) {
      expect((await call(`/api/${name}`, { cookie: other })).status).toBe(401);
      expect(await (await call(`/api/${name}`, { cookie: changer })).json()).toEqual([]);
    }
  });

  it("a password change ends the account's other sessions on every hot read", async () => {
    const inmate = await inmateWithHistory();
    const changer = await signIn('inmate', inmate);
    const other = await signIn('inmate', inmate);
    const change = { password: PASSWORD, newPassword: NEW_PASSWORD, reenterPassword: NEW_PASSWORD };
    expect((await call('/api/changepassword', { cookie: changer, form: change })).status).toBe(200);
    for (const name of ACCOUNT_READS) {
      expect((await call(`/api/${name}`, { cookie: other })).status).toBe(401);
      expect((await call(`/api/${name}`, { cookie: changer })).status).toBe(200);
    }

    const { friend, cookie: friendChanger } = await signedInFriend();
    const friendOther = await signIn('friend', friend);
    expect((await call('/api/changepassword', { cookie: friendChanger, form: change })).status).toBe(200);
    expect((await call('/api/getfrienddetail', { cookie: friendOther })).status).toBe(401);
    expect((await call('/api/getfrienddetail', { cookie: friendChanger })).status).toBe(200);
  });
});
