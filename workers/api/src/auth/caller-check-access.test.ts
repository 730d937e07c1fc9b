import { env } from 'cloudflare:workers';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmployee, createInmate, PASSWORD, signIn } from '../../test/fixtures';
import { call } from '../../test/http';
import { countWorkerD1 } from '../db/round-trips';
import { employees } from '../db/schema';
import { adminActingAs, signedInFriend } from '../friends/friend-test-helpers';
import {
  ACCOUNT_LISTS,
  ACCOUNT_READS,
  BACK_OFFICE_READS,
  db,
  expectRefused,
  inmateWithHistory,
  removeEmployee,
  setRoles,
  staffActingAs,
} from './caller-check-test-helpers';
import { NEW_PASSWORD } from './password-test-helpers';

// Issue 12 item 2: the hot reads confirm the caller inside their one D1 statement, so a deleted or demoted employee or
// a changed password still ends access on the very next call (auth/caller-check.ts).

describe('the hot reads still end access at once', () => {
  it('a deleted ADMIN acting as an inmate gets 401 from every account read', async () => {
    const inmate = await inmateWithHistory();
    const { staff, cookie } = await staffActingAs('ADMIN', inmate);
    expect((await call('/api/getinmatepayments', { cookie })).status).toBe(200);
    await removeEmployee(staff.id);
    for (const name of ACCOUNT_READS) {
      await expectRefused(await call(`/api/${name}`, { cookie }), 401);
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
      await expectRefused(await call(`/api/${name}`, { cookie }), 403);
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
      await expectRefused(await call(`/admin/api/${name}`, { cookie }), 403);
      await removeEmployee(staff.id);
      await expectRefused(await call(`/admin/api/${name}`, { cookie }), 401);
    },
  );

  // The EMPLOYEE1 of {prefix}/api/getaudiofiles; a wrong getinmates query, whose validation answer comes after the
  // caller is confirmed.
  it.each([
    ['EMPLOYEE1', '/employee1/api/getaudiofiles', 200],
    ['ADMIN', '/admin/api/getinmates?limit=999', 400],
  ] as const)('a deleted %s gets 401 at once from %s (%i before)', async (role, path, before) => {
    const staff = await createEmployee({ roles: [role] });
    const cookie = await signIn('staff', staff);
    expect((await call(path, { cookie })).status).toBe(before);
    await removeEmployee(staff.id);
    await expectRefused(await call(path, { cookie }), 401);
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
