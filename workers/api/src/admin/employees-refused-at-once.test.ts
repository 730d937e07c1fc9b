import { describe, expect, it } from 'vitest';
import { createFriend, createInmate } from '../../test/fixtures';
import { call } from '../../test/http';
import { profile } from '../friends/friend-test-helpers';
import {
  deleteEmployee,
  employeeForm,
  expectRefused,
  json,
  saveEmployee,
  signedInStaff,
} from './admin-test-helpers';

describe('a deleted or demoted employee is refused at once', () => {
  it('a deleted ADMIN’s next call answers 401 and their session shows no staff', async () => {
    const { cookie } = await signedInStaff();
    const gone = await signedInStaff();
    expect((await call('/admin/api/getjails', { cookie: gone.cookie })).status).toBe(200);
    expect((await deleteEmployee(cookie, gone.employee.id)).status).toBe(200);
    await expectRefused(await call('/admin/api/getjails', { cookie: gone.cookie }), 401, 'Please sign in');
    await expectRefused(
      await saveEmployee(gone.cookie, employeeForm({ roles: ['ADMIN'] })),
      401,
      'Please sign in',
    );
    expect(await json(await call('/api/session', { cookie: gone.cookie }))).toEqual({});
  });

  it('a deleted employee acting as an inmate is refused the inmate’s calls', async () => {
    const { cookie } = await signedInStaff();
    const inmate = await createInmate();
    const gone = await signedInStaff(['EMPLOYEE1']);
    expect((await call(`/employee1/api/logininmate?id=${inmate.id}`, { cookie: gone.cookie })).status).toBe(
      200,
    );
    expect((await call('/api/getinmatedetail', { cookie: gone.cookie })).status).toBe(200);
    expect((await deleteEmployee(cookie, gone.employee.id)).status).toBe(200);
    expect((await call('/api/getinmatedetail', { cookie: gone.cookie })).status).toBe(401);
    expect((await call(`/employee1/api/logininmate?id=${inmate.id}`, { cookie: gone.cookie })).status).toBe(
      401,
    );
    // Acting as the inmate ended with the employee: the shell shows a visitor, not the inmate's menus.
    expect(await json(await call('/api/session', { cookie: gone.cookie }))).toEqual({});
  });

  it('a deleted ADMIN acting as a friend is signed out of the friend too: 401 on every friend call', async () => {
    const { cookie } = await signedInStaff();
    const friend = await createFriend();
    const gone = await signedInStaff();
    expect((await call(`/admin/api/loginfriend?id=${friend.id}`, { cookie: gone.cookie })).status).toBe(200);
    expect((await call('/api/getfrienddetail', { cookie: gone.cookie })).status).toBe(200);
    expect((await deleteEmployee(cookie, gone.employee.id)).status).toBe(200);

    expect(await json(await call('/api/session', { cookie: gone.cookie }))).toEqual({});
    for (const path of ['/api/getfrienddetail', '/api/getfriendearnings', `/api/friendphoto/${friend.id}`]) {
      await expectRefused(await call(path, { cookie: gone.cookie }), 401, 'Please sign in');
    }
    await expectRefused(
      await call('/api/updatefriendprofile', { cookie: gone.cookie, json: profile() }),
      401,
      'Please sign in',
    );
    await expectRefused(
      await call('/api/changepassword', {
        cookie: gone.cookie,
        form: { password: friend.password, newPassword: 'Fresh#2026x', reenterPassword: 'Fresh#2026x' },
      }),
      401,
      'Please sign in',
    );
  });

  it('a deleted EMPLOYEE1 gets 401, not 403, from the calls of other roles', async () => {
    const { cookie } = await signedInStaff();
    const gone = await signedInStaff(['EMPLOYEE1']);
    expect((await deleteEmployee(cookie, gone.employee.id)).status).toBe(200);
    await expectRefused(
      await call('/api/getstripepaymentintent', { cookie: gone.cookie }),
      401,
      'Please sign in',
    );
  });

  it('an ADMIN demoted to EMPLOYEE1 gets 403 from the ADMIN calls at once and keeps the EMPLOYEE1 ones', async () => {
    const { cookie } = await signedInStaff();
    const inmate = await createInmate();
    const demoted = await signedInStaff();
    expect((await call('/admin/api/getemployees', { cookie: demoted.cookie })).status).toBe(200);
    const body = employeeForm({
      id: demoted.employee.id,
      userName: demoted.employee.userName,
      password: '',
      roles: ['EMPLOYEE1'],
    });
    expect((await saveEmployee(cookie, body)).status).toBe(200);
    await expectRefused(
      await call('/admin/api/getemployees', { cookie: demoted.cookie }),
      403,
      'Not allowed',
    );
    await expectRefused(await deleteEmployee(demoted.cookie, 1), 403, 'Not allowed');
    expect(await json(await call('/api/session', { cookie: demoted.cookie }))).toMatchObject({
      staff: { id: demoted.employee.id, roles: ['EMPLOYEE1'] },
    });
    expect(
      (await call(`/employee1/api/logininmate?id=${inmate.id}`, { cookie: demoted.cookie })).status,
    ).toBe(200);
  });
});
