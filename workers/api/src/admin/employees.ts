import {
  type DeleteEmployeeAnswer,
  type EmployeesAnswer,
  employeeSchema,
  type SaveEmployeeAnswer,
} from '@app/shared';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod';
import { readAsCaller } from '../auth/caller-check';
import { NOT_ALLOWED_MESSAGE, SIGN_IN_MESSAGE } from '../auth/guards';
import { hashPassword } from '../auth/password';
import { keepSessionAfterStaffPasswordChange } from '../auth/session';
import { getDb } from '../db/client';
import { isForeignKeyViolation } from '../db/errors';
import { fail } from '../lib/errors';
import { createRouter } from '../lib/router';
import { jsonBody, textBody } from '../lib/validate';
import {
  addEmployee,
  deleteEmployee,
  type EmployeeRefusal,
  employeeAnswers,
  employeesQuery,
  updateEmployee,
} from './employee-queries';

// spec §7 "Administration": the employees of the Manage Employees screen (spec §2 screen 17). ADMIN only: the
// /admin/api prefix guard of createApp, which reads the caller's roles from D1 on every call, so an employee deleted
// or demoted here is refused from their next call on.

/** spec §8: "Employee Added (also shown after a delete)". */
export const EMPLOYEE_ADDED = 'Employee Added';
export const EMPLOYEE_NOT_SAVED = 'Failed to Add Employee';
export const EMPLOYEE_NOT_DELETED = 'Failed to Delete Employee';
export const USER_NAME_TAKEN = 'This user name is already taken';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account';
export const CANNOT_DEMOTE_SELF = 'You cannot remove your own ADMIN role';
export const LAST_ADMIN_DELETE = 'The last ADMIN cannot be deleted';
export const LAST_ADMIN_DEMOTE = 'The last ADMIN must keep the ADMIN role';
export const EMPLOYEES_CHANGED = 'The employees changed meanwhile: reload the page and try again';
/** The payout ledger keeps who paid each friend (docs/decisions.md), so such an employee stays. */
export const EMPLOYEE_RECORDED_PAYOUTS =
  'Failed to Delete Employee: this employee recorded friend payouts, which must keep who paid';

/** spec §7 deleteemployee: the raw employee id. */
const employeeIdSchema = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{0,15}$/, 'Invalid id')
  .transform(Number);

/** The status and text of a write that changed nothing (employee-queries.ts). */
function refusal(why: EmployeeRefusal, lastAdmin: string, notFound: string): [ContentfulStatusCode, string] {
  if (why === 'not-found') return [404, notFound];
  if (why === 'taken') return [409, USER_NAME_TAKEN];
  // The caller lost ADMIN (deleted or demoted by another admin) while this request was on its way.
  if (why === 'actor-not-admin') return [403, NOT_ALLOWED_MESSAGE];
  if (why === 'changed') return [409, EMPLOYEES_CHANGED];
  return [409, lastAdmin];
}

export const employeeRoutes = createRouter()
  // One D1 round trip that also confirms the caller (auth/caller-check.ts).
  .get('/admin/api/getemployees', async (c) =>
    c.json(employeeAnswers(await readAsCaller(c, employeesQuery, {}, 'id')) satisfies EmployeesAnswer, 200),
  )
  // Add (no id: a password is required) and update (id: an empty password keeps the current one) are one call.
  .post('/admin/api/saveemployee', jsonBody(employeeSchema), async (c) => {
    const actor = c.get('staff') ?? fail(401, SIGN_IN_MESSAGE);
    const { id, password, ...employee } = c.req.valid('json');
    if (id === actor.id && !employee.roles.includes('ADMIN')) fail(403, CANNOT_DEMOTE_SELF);
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    const db = getDb(c.env.DB);
    const saved =
      id === undefined
        ? // The schema requires a password when adding.
          await addEmployee(db, actor.id, {
            ...employee,
            passwordHash: passwordHash ?? fail(400, 'password is required'),
          })
        : await updateEmployee(db, actor.id, { id, ...employee, passwordHash });
    if (typeof saved === 'string') fail(...refusal(saved, LAST_ADMIN_DEMOTE, EMPLOYEE_NOT_SAVED));
    // The new password ended the employee's sessions; an admin who changed their own keeps this one.
    if (id === actor.id && passwordHash !== undefined) await keepSessionAfterStaffPasswordChange(c);
    return c.json({ message: EMPLOYEE_ADDED, employee: saved } satisfies SaveEmployeeAnswer, 200);
  })
  .post('/admin/api/deleteemployee', textBody(employeeIdSchema), async (c) => {
    const actor = c.get('staff') ?? fail(401, SIGN_IN_MESSAGE);
    const id = c.get('textBody');
    if (id === actor.id) fail(403, CANNOT_DELETE_SELF);
    const outcome = await deleteEmployee(getDb(c.env.DB), actor.id, id).catch((error: unknown) =>
      isForeignKeyViolation(error) ? fail(409, EMPLOYEE_RECORDED_PAYOUTS) : Promise.reject(error),
    );
    if (outcome !== 'deleted') fail(...refusal(outcome, LAST_ADMIN_DELETE, EMPLOYEE_NOT_DELETED));
    return c.json({ message: EMPLOYEE_ADDED, id } satisfies DeleteEmployeeAnswer, 200);
  });
