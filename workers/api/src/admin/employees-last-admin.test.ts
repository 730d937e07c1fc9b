import { describe, expect, it } from 'vitest';
import { createEmployee } from '../../test/fixtures';
import { employees } from '../db/schema';
import {
  adminIds,
  db,
  deleteEmployee,
  employeeForm,
  expectRefused,
  json,
  saveEmployee,
  signedInStaff,
} from './admin-test-helpers';
import { deleteEmployee as deleteEmployeeRow, updateEmployee } from './employee-queries';

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
        { status: 401, body: { error: 'Please sign in', code: 'signIn' } },
        { status: 409, body: { error: 'The last ADMIN cannot be deleted', code: 'lastAdminDelete' } },
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
      { status: 403, body: { error: 'Not allowed', code: 'notAllowed' } },
      { status: 409, body: { error: 'The last ADMIN must keep the ADMIN role', code: 'lastAdminDemote' } },
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
