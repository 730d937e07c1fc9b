import {
  assistantPhoneAnswerSchema,
  deleteEmployeeAnswerSchema,
  employeeAnswerSchema,
  employeesAnswerSchema,
  jailAnswerSchema,
  jailsAnswerSchema,
  saveEmployeeAnswerSchema,
  saveJailAnswerSchema,
} from '@app/shared';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test/contracts';
import { createEmployee } from '../../test/fixtures';
import { call } from '../../test/http';
import { createJail, deleteEmployee, employeeForm, jailForm, signedInStaff } from './admin-test-helpers';

// Every back-office call of spec §7 "Administration" on real fixtures, its answer parsed with the strict shared
// contract (shared/src/contracts/admin.ts), so a renamed or an extra field (a password hash) fails.

describe('back-office answers follow the shared contracts', () => {
  it('jails: getjails, addjail (add and update)', async () => {
    const { cookie } = await signedInStaff();
    await createJail();
    const added = await answer(
      'addjail (add)',
      saveJailAnswerSchema,
      await call('/admin/api/addjail', { cookie, json: jailForm() }),
    );
    await answer(
      'addjail (update)',
      saveJailAnswerSchema,
      await call('/admin/api/addjail', { cookie, json: jailForm({ id: added.jail.id, promptDuration: 5 }) }),
    );
    const jails = await answer('getjails', jailsAnswerSchema, await call('/admin/api/getjails', { cookie }));
    expect(jails).toHaveLength(2);
  });

  it('employees: getemployees, saveemployee (add and update), deleteemployee', async () => {
    const { cookie } = await signedInStaff();
    await createEmployee({ roles: ['ADMIN', 'EMPLOYEE1'] });
    const added = await answer(
      'saveemployee (add)',
      saveEmployeeAnswerSchema,
      await call('/admin/api/saveemployee', { cookie, json: employeeForm() }),
    );
    await answer(
      'saveemployee (update)',
      saveEmployeeAnswerSchema,
      await call('/admin/api/saveemployee', {
        cookie,
        json: employeeForm({ id: added.employee.id, password: '', roles: ['ADMIN'] }),
      }),
    );
    const list = await answer(
      'getemployees',
      employeesAnswerSchema,
      await call('/admin/api/getemployees', { cookie }),
    );
    expect(list).toHaveLength(3);
    await answer(
      'deleteemployee',
      deleteEmployeeAnswerSchema,
      await deleteEmployee(cookie, added.employee.id),
    );
  });

  it('assistant phone: getassistantphone before and after saveassistantphone', async () => {
    const { cookie } = await signedInStaff();
    const before = await answer(
      'getassistantphone (unset)',
      assistantPhoneAnswerSchema,
      await call('/admin/api/getassistantphone', { cookie }),
    );
    expect(before.value).toBe('');
    await answer(
      'saveassistantphone',
      assistantPhoneAnswerSchema,
      await call('/admin/api/saveassistantphone', {
        cookie,
        body: '+15555550123',
        headers: { 'content-type': 'text/plain' },
      }),
    );
    const after = await answer(
      'getassistantphone',
      assistantPhoneAnswerSchema,
      await call('/admin/api/getassistantphone', { cookie }),
    );
    expect(after.value).toBe('+15555550123');
  });

  it('the strict schemas refuse a password or hash, and seconds as text', () => {
    const employee = { id: 1, name: 'Pat', userName: 'pat', roles: ['ADMIN'] };
    expect(employeeAnswerSchema.safeParse(employee).success).toBe(true);
    expect(employeeAnswerSchema.safeParse({ ...employee, passwordHash: 'pbkdf2-sha256$…' }).success).toBe(
      false,
    );
    expect(employeeAnswerSchema.safeParse({ ...employee, roles: [] }).success).toBe(false);
    const jail = {
      id: 1,
      name: 'County Jail',
      phoneNumber: '15555550100',
      promptDuration: 10,
      pauseBeforeGreeting: 2,
      dtmfResponse: '1',
    };
    expect(jailAnswerSchema.safeParse(jail).success).toBe(true);
    expect(jailAnswerSchema.safeParse({ ...jail, promptDuration: '10' }).success).toBe(false);
  });
});
