import type { EmployeeAnswer, SaveEmployeeAnswer } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmployee, PASSWORD } from '../../test/fixtures';
import { call } from '../../test/http';
import { employees } from '../db/schema';
import {
  db,
  employeeForm,
  expectAdminOnly,
  expectRefused,
  json,
  saveEmployee,
  signedInStaff,
  staffLoginStatus,
  storedEmployee,
} from './admin-test-helpers';

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
