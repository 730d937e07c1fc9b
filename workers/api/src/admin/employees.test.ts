import type { EmployeeAnswer, SaveEmployeeAnswer } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmployee, createFriend, createInmate, PASSWORD } from '../../test/fixtures';
import { call } from '../../test/http';
import { employees, friendPayouts } from '../db/schema';
import {
  db,
  deleteEmployee,
  employeeForm,
  expectAdminOnly,
  expectRefused,
  json,
  signedInStaff,
  staffLoginStatus,
} from './admin-test-helpers';
import { deleteEmployee as deleteEmployeeRow, updateEmployee } from './employee-queries';

const saveEmployee = (cookie: string, body: Record<string, unknown>) =>
  call('/admin/api/saveemployee', { cookie, json: body });

async function storedEmployee(id: number) {
  const [row] = await db().select().from(employees).where(eq(employees.id, id));
  return row;
}

async function adminIds() {
  const rows = await db().select().from(employees);
  return rows.filter((row) => row.roles.includes('ADMIN')).map((row) => row.id);
}

describe('GET /admin/api/getemployees', () => {
  it('lists every employee by name with roles as a list, never a password or its hash', async () => {
    const { employee: admin, cookie } = await signedInStaff(['ADMIN'], { name: 'Mia Admin' });
    const both = await createEmployee({ name: 'ann both', roles: ['EMPLOYEE1', 'ADMIN'] });
    const desk = await createEmployee({ name: 'Zed Desk', roles: ['EMPLOYEE1'] });
    const response = await call('/admin/api/getemployees', { cookie });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(/password|pbkdf2|Hash/i);
    expect(JSON.parse(text)).toEqual([
      { id: both.id, name: 'ann both', userName: both.userName, roles: ['ADMIN', 'EMPLOYEE1'] },
      { id: admin.id, name: 'Mia Admin', userName: admin.userName, roles: ['ADMIN'] },
      { id: desk.id, name: 'Zed Desk', userName: desk.userName, roles: ['EMPLOYEE1'] },
    ]);
  });

  it('answers ADMIN only', async () => {
    await expectAdminOnly('/admin/api/getemployees');
  });
});

describe('POST /admin/api/saveemployee: adding', () => {
  it('adds an employee who can then sign in with the password, stored only as a PBKDF2 hash', async () => {
    const { cookie } = await signedInStaff();
    const response = await saveEmployee(cookie, employeeForm({ roles: ['EMPLOYEE1', 'ADMIN'] }));
    expect(response.status).toBe(200);
    const { message, employee } = await json<SaveEmployeeAnswer>(response);
    expect(message).toBe('Employee Added');
    expect(employee).toEqual({
      id: expect.any(Number),
      name: 'Front Desk #2',
      userName: 'desk2',
      roles: ['ADMIN', 'EMPLOYEE1'],
    });
    const stored = await storedEmployee(employee.id);
    expect(stored?.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(stored?.passwordHash).not.toContain('Desk#2026xy');
    expect(await staffLoginStatus('desk2', 'Desk#2026xy')).toBe(200);
    const list = await json<EmployeeAnswer[]>(await call('/admin/api/getemployees', { cookie }));
    expect(list).toContainEqual(employee);
  });

  it('takes an e-mail as the user name (spec §5 username rule)', async () => {
    const { cookie } = await signedInStaff();
    const response = await saveEmployee(cookie, employeeForm({ userName: 'desk@example.com', id: null }));
    expect((await json<SaveEmployeeAnswer>(response)).employee.userName).toBe('desk@example.com');
  });

  it.each([
    ['no name', { name: '' }, 'Name is required'],
    [
      'a name with an underscore',
      { name: 'Front_Desk' },
      'Name can only contain letters, digits, spaces and #',
    ],
    ['a name of 26 characters', { name: 'a'.repeat(26) }, 'Name must be at most 25 characters'],
    ['no user name', { userName: undefined }, 'username is required'],
    [
      'an upper-case user name',
      { userName: 'Desk2' },
      'username can only contain lower case letters and digits or e-mail',
    ],
    ['a user name of 51 characters', { userName: 'a'.repeat(51) }, 'username must be at most 50 characters'],
    ['no password', { password: '' }, 'password is required'],
    ['an absent password', { password: undefined }, 'password is required'],
    ['a short password', { password: 'Ab#1' }, 'Password must be at least 8 characters long'],
    [
      'a password without a special character',
      { password: 'Desk2026xy' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    [
      'a password of 21 characters',
      { password: 'Desk#2026x'.padEnd(21, 'y') },
      'Password must be at most 20 characters long',
    ],
    // spec §5: "at least one role required (the message wrongly says service type)".
    ['no role', { roles: [] }, 'Please select at least 1 service type'],
    ['absent roles', { roles: undefined }, 'Please select at least 1 service type'],
    ['an unknown role', { roles: ['ROOT'] }, 'Unknown role'],
    ['an id that is not a whole number', { id: 'x1' }, 'Invalid id'],
  ])('refuses %s with the spec §5 message and adds nobody', async (_case, overrides, message) => {
    const { cookie } = await signedInStaff();
    await expectRefused(await saveEmployee(cookie, employeeForm(overrides)), 400, message);
    expect(await db().select().from(employees)).toHaveLength(1);
  });

  it('answers 409 for a user name that is taken, and adds nobody', async () => {
    const { cookie } = await signedInStaff();
    const other = await createEmployee({ roles: ['EMPLOYEE1'] });
    await expectRefused(
      await saveEmployee(cookie, employeeForm({ userName: other.userName })),
      409,
      'This user name is already taken',
    );
    expect(await db().select().from(employees)).toHaveLength(2);
  });

  it('answers ADMIN only, before reading the body', async () => {
    await expectAdminOnly('/admin/api/saveemployee', { json: employeeForm() });
    expect(await db().select().from(employees).where(eq(employees.userName, 'desk2'))).toEqual([]);
  });
});

describe('POST /admin/api/saveemployee: updating', () => {
  it('keeps the password when it is left empty, absent or null', async () => {
    const { cookie } = await signedInStaff();
    const desk = await createEmployee({ roles: ['EMPLOYEE1'] });
    const hash = (await storedEmployee(desk.id))?.passwordHash;
    for (const password of ['', undefined, null]) {
      const body = employeeForm({ id: desk.id, userName: desk.userName, name: 'Renamed', password });
      const response = await saveEmployee(cookie, body);
      expect(await json(response)).toEqual({
        message: 'Employee Added',
        employee: { id: desk.id, name: 'Renamed', userName: desk.userName, roles: ['EMPLOYEE1'] },
      });
    }
    expect((await storedEmployee(desk.id))?.passwordHash).toBe(hash);
    expect(await staffLoginStatus(desk.userName, PASSWORD)).toBe(200);
  });

  it('replaces the password when one is given, and changes user name and roles', async () => {
    const { cookie } = await signedInStaff();
    const desk = await createEmployee({ roles: ['EMPLOYEE1'] });
    const body = employeeForm({
      id: String(desk.id),
      userName: 'newdesk',
      password: 'Fresh#2026x',
      roles: ['ADMIN'],
    });
    const { employee } = await json<SaveEmployeeAnswer>(await saveEmployee(cookie, body));
    expect(employee).toEqual({ id: desk.id, name: 'Front Desk #2', userName: 'newdesk', roles: ['ADMIN'] });
    expect(await staffLoginStatus('newdesk', 'Fresh#2026x')).toBe(200);
    expect(await staffLoginStatus('newdesk', PASSWORD)).toBe(401);
    expect(await staffLoginStatus(desk.userName, PASSWORD)).toBe(401);
  });

  it('applies the password rule to a new password', async () => {
    const { cookie } = await signedInStaff();
    const desk = await createEmployee({ roles: ['EMPLOYEE1'] });
    const body = employeeForm({ id: desk.id, password: 'short' });
    await expectRefused(await saveEmployee(cookie, body), 400, 'Password must be at least 8 characters long');
  });

  it('answers 409 for a user name another employee has, and keeps the employee as it was', async () => {
    const { cookie } = await signedInStaff();
    const desk = await createEmployee({ roles: ['EMPLOYEE1'] });
    const other = await createEmployee({ roles: ['EMPLOYEE1'] });
    const body = employeeForm({ id: desk.id, userName: other.userName, password: '' });
    await expectRefused(await saveEmployee(cookie, body), 409, 'This user name is already taken');
    expect((await storedEmployee(desk.id))?.userName).toBe(desk.userName);
  });

  it('answers 404 Failed to Add Employee for an id that is not an employee, and adds nobody', async () => {
    const { cookie } = await signedInStaff();
    await expectRefused(
      await saveEmployee(cookie, employeeForm({ id: 9999, password: '' })),
      404,
      'Failed to Add Employee',
    );
    expect(await db().select().from(employees)).toHaveLength(1);
  });

  it('lets an admin edit themself but not remove their own ADMIN role', async () => {
    const { employee: admin, cookie } = await signedInStaff();
    // Another ADMIN exists: the refusal is the self rule, not the last-ADMIN rule.
    await createEmployee({ roles: ['ADMIN'] });
    const demote = employeeForm({
      id: admin.id,
      userName: admin.userName,
      password: '',
      roles: ['EMPLOYEE1'],
    });
    await expectRefused(await saveEmployee(cookie, demote), 403, 'You cannot remove your own ADMIN role');
    expect((await storedEmployee(admin.id))?.roles).toEqual(['ADMIN']);
    const rename = { ...demote, name: 'Still Admin', roles: ['EMPLOYEE1', 'ADMIN'] };
    const { employee } = await json<SaveEmployeeAnswer>(await saveEmployee(cookie, rename));
    expect(employee.roles).toEqual(['ADMIN', 'EMPLOYEE1']);
  });
});

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

describe('the last ADMIN', () => {
  it('the only ADMIN can neither delete nor demote themself, so an ADMIN always remains', async () => {
    const { employee: admin, cookie } = await signedInStaff();
    await createEmployee({ roles: ['EMPLOYEE1'] });
    await expectRefused(await deleteEmployee(cookie, admin.id), 403, 'You cannot delete your own account');
    const demote = employeeForm({
      id: admin.id,
      userName: admin.userName,
      password: '',
      roles: ['EMPLOYEE1'],
    });
    await expectRefused(await saveEmployee(cookie, demote), 403, 'You cannot remove your own ADMIN role');
    expect(await adminIds()).toEqual([admin.id]);
  });

  it('the write itself holds the rule: of two admins deleting each other at once, one delete changes nothing', async () => {
    // Straight to the queries, so both deletes surely pass every check made before them (the guard, the self rule).
    for (let round = 0; round < 5; round += 1) {
      const a = await createEmployee({ roles: ['ADMIN'] });
      const b = await createEmployee({ roles: ['ADMIN'] });
      const outcomes = await Promise.all([
        deleteEmployeeRow(db(), a.id, b.id),
        deleteEmployeeRow(db(), b.id, a.id),
      ]);
      expect(outcomes.toSorted()).toEqual(['deleted', 'last-admin']);
      expect(await adminIds()).toHaveLength(1);
      await db().delete(employees);
    }
  });

  it('the write itself holds the rule: of two admins demoting each other at once, one update changes nothing', async () => {
    const a = await createEmployee({ roles: ['ADMIN'] });
    const b = await createEmployee({ roles: ['ADMIN'] });
    const demote = (actor: typeof a, target: typeof a) =>
      updateEmployee(db(), actor.id, {
        id: target.id,
        name: target.name,
        userName: target.userName,
        roles: ['EMPLOYEE1'],
      });
    const outcomes = await Promise.all([demote(a, b), demote(b, a)]);
    expect(outcomes.filter((outcome) => outcome === 'last-admin')).toHaveLength(1);
    expect(await adminIds()).toHaveLength(1);
  });

  it('two admins deleting each other through the API at once: exactly one succeeds, one ADMIN remains', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await signedInStaff();
      const b = await signedInStaff();
      const [byA, byB] = await Promise.all([
        deleteEmployee(a.cookie, b.employee.id),
        deleteEmployee(b.cookie, a.employee.id),
      ]);
      const answers = [
        { status: byA.status, body: await json(byA) },
        { status: byB.status, body: await json(byB) },
      ];
      const succeeded = answers.filter((answer) => answer.status === 200);
      expect(succeeded, JSON.stringify(answers)).toHaveLength(1);
      // The other was refused by the guard (its admin already gone) or by the delete's own condition.
      const refused = answers.find((answer) => answer.status !== 200);
      expect([
        { status: 401, body: { error: 'Please sign in' } },
        { status: 409, body: { error: 'The last ADMIN cannot be deleted' } },
      ]).toContainEqual(refused);
      expect(await adminIds()).toHaveLength(1);
      await db().delete(employees);
    }
  });

  it('two admins demoting each other through the API at once: exactly one succeeds, one ADMIN remains', async () => {
    const a = await signedInStaff();
    const b = await signedInStaff();
    const demote = (cookie: string, target: typeof a.employee) =>
      saveEmployee(
        cookie,
        employeeForm({ id: target.id, userName: target.userName, password: '', roles: ['EMPLOYEE1'] }),
      );
    const responses = await Promise.all([demote(a.cookie, b.employee), demote(b.cookie, a.employee)]);
    const answers = await Promise.all(
      responses.map(async (r) => ({ status: r.status, body: await json(r) })),
    );
    expect(
      answers.filter((answer) => answer.status === 200),
      JSON.stringify(answers),
    ).toHaveLength(1);
    expect([
      { status: 403, body: { error: 'Not allowed' } },
      { status: 409, body: { error: 'The last ADMIN must keep the ADMIN role' } },
    ]).toContainEqual(answers.find((answer) => answer.status !== 200));
    expect(await adminIds()).toHaveLength(1);
  });

  it('a request of an admin deleted meanwhile changes nothing, even when other admins remain', async () => {
    const a = await createEmployee({ roles: ['ADMIN'] });
    const b = await createEmployee({ roles: ['ADMIN'] });
    const c = await createEmployee({ roles: ['ADMIN'] });
    const outcomes = await Promise.all([
      deleteEmployeeRow(db(), a.id, b.id),
      deleteEmployeeRow(db(), b.id, a.id),
    ]);
    expect(outcomes.toSorted()).toEqual(['actor-not-admin', 'deleted']);
    expect(await adminIds()).toHaveLength(2);
    expect(await adminIds()).toContain(c.id);
  });
});

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
