import { describe, expect, it } from 'vitest';
import { createEmployee, createFriend, PASSWORD } from '../../test/fixtures';
import { call } from '../../test/http';
import { friendPayouts } from '../db/schema';
import {
  db,
  deleteEmployee,
  expectAdminOnly,
  expectRefused,
  json,
  signedInStaff,
  staffLoginStatus,
  storedEmployee,
} from './admin-test-helpers';

describe('POST /admin/api/deleteemployee', () => {
  it('deletes the employee of the raw id, who can no longer sign in', async () => {
    const { cookie } = await signedInStaff();
    const desk = await createEmployee({ roles: ['EMPLOYEE1'] });
    const response = await deleteEmployee(cookie, desk.id);
    expect(response.status).toBe(200);
    // spec §8: "Employee Added (also shown after a delete)".
    expect(await json(response)).toEqual({ message: 'Employee Added', id: desk.id });
    expect(await storedEmployee(desk.id)).toBeUndefined();
    expect(await staffLoginStatus(desk.userName, PASSWORD)).toBe(401);
  });

  it('takes the id as a JSON number or string too', async () => {
    const { cookie } = await signedInStaff();
    const one = await createEmployee({ roles: ['EMPLOYEE1'] });
    const two = await createEmployee({ roles: ['ADMIN'] });
    for (const [id, body] of [
      [one.id, String(one.id)],
      [two.id, JSON.stringify(String(two.id))],
    ] as const) {
      const response = await call('/admin/api/deleteemployee', {
        cookie,
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(await json(response)).toEqual({ message: 'Employee Added', id });
    }
  });

  it.each([
    ['an empty body', ''],
    ['text', 'abc'],
    ['zero', '0'],
    ['a fraction', '1.5'],
  ])('refuses %s as the id with 400 Invalid id', async (_case, body) => {
    const { cookie } = await signedInStaff();
    await expectRefused(await deleteEmployee(cookie, body), 400, 'Invalid id');
  });

  it('answers 404 Failed to Delete Employee for an id that is not an employee', async () => {
    const { cookie } = await signedInStaff();
    await expectRefused(await deleteEmployee(cookie, 9999), 404, 'Failed to Delete Employee');
  });

  it('keeps an employee who recorded a friend payout: 409, and the ledger still names who paid', async () => {
    const { cookie } = await signedInStaff();
    const payer = await createEmployee({ roles: ['ADMIN'] });
    const friend = await createFriend();
    await db()
      .insert(friendPayouts)
      .values({
        friendId: friend.id,
        amountCents: 100,
        moneroAddress: 'x',
        transactionId: `t${payer.id}`,
        paidByStaffId: payer.id,
      });
    await expectRefused(
      await deleteEmployee(cookie, payer.id),
      409,
      'Failed to Delete Employee: this employee recorded friend payouts, which must keep who paid',
    );
    expect(await storedEmployee(payer.id)).toBeDefined();
  });

  it('refuses an admin deleting themself, even when other admins remain', async () => {
    const { employee: admin, cookie } = await signedInStaff();
    await createEmployee({ roles: ['ADMIN'] });
    await expectRefused(await deleteEmployee(cookie, admin.id), 403, 'You cannot delete your own account');
    expect(await storedEmployee(admin.id)).toBeDefined();
  });

  it('answers ADMIN only, before reading the body', async () => {
    const desk = await createEmployee({ roles: ['EMPLOYEE1'] });
    await expectAdminOnly('/admin/api/deleteemployee', {
      body: String(desk.id),
      headers: { 'content-type': 'text/plain' },
    });
    expect(await storedEmployee(desk.id)).toBeDefined();
  });
});
