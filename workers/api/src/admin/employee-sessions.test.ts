import { describe, expect, it } from 'vitest';
import { createEmployee, createInmate, signIn } from '../../test/fixtures';
import { call } from '../../test/http';
import { employeeForm, json, saveEmployee, signedInStaff } from './admin-test-helpers';

// A new password for an employee ends their open sessions, as it does an inmate's or a friend's (docs/decisions.md
// "Sign-in and roles"): someone who stole the old password loses access at once, not at the session's 8-hour end.

const sessionOf = async (cookie: string) => json(await call('/api/session', { cookie }));

describe('POST /admin/api/saveemployee: a new password ends the employee’s sessions', () => {
  it('ends every open session of an employee whose password an admin replaced, on hot reads too', async () => {
    const { cookie: admin } = await signedInStaff();
    const desk = await createEmployee({ roles: ['EMPLOYEE1'], userName: 'desk2' });
    const stolen = await signIn('staff', desk);
    const inmate = await createInmate();
    expect((await call(`/employee1/api/logininmate?id=${inmate.id}`, { cookie: stolen })).status).toBe(200);
    expect((await call('/api/getinmatedetail', { cookie: stolen })).status).toBe(200);

    const saved = await saveEmployee(admin, employeeForm({ id: String(desk.id), password: 'Fresh#2026x' }));
    expect(saved.status).toBe(200);
    expect(await sessionOf(stolen)).toEqual({});
    expect((await call('/api/getinmatedetail', { cookie: stolen })).status).toBe(401);
    expect((await call('/employee1/api/getinmates', { cookie: stolen })).status).toBe(401);
    // The admin who made the change is still signed in.
    expect(await sessionOf(admin)).toHaveProperty('staff');
  });

  it('keeps the session of an admin who replaced their own password, and ends their others', async () => {
    const { employee, cookie } = await signedInStaff(['ADMIN'], { userName: 'mia' });
    const other = await signIn('staff', employee);
    const body = employeeForm({
      id: String(employee.id),
      userName: 'mia',
      password: 'Fresh#2026x',
      roles: ['ADMIN'],
    });
    expect((await saveEmployee(cookie, body)).status).toBe(200);
    expect(await sessionOf(cookie)).toMatchObject({ staff: { id: employee.id } });
    expect((await call('/admin/api/getinmates', { cookie })).status).toBe(200);
    expect(await sessionOf(other)).toEqual({});
  });

  it('keeps every session when the password is left as it was', async () => {
    const { cookie: admin } = await signedInStaff();
    const desk = await createEmployee({ roles: ['EMPLOYEE1'], userName: 'desk2' });
    const session = await signIn('staff', desk);
    const renamed = employeeForm({ id: String(desk.id), name: 'Desk Two', password: '' });
    expect((await saveEmployee(admin, renamed)).status).toBe(200);
    expect(await sessionOf(session)).toMatchObject({ staff: { id: desk.id, name: 'Desk Two' } });
  });
});
