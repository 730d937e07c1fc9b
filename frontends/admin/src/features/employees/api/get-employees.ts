import { type EmployeesAnswer, getJson } from '@app/shared';

/** GET /admin/api/getemployees (spec §7): every employee with roles, never a password or its hash. */
export const getEmployees = () => getJson<EmployeesAnswer>('/admin/api/getemployees');
