import { type EmployeeData, postJson, type SaveEmployeeAnswer } from '@app/shared';

/** POST /admin/api/saveemployee (spec §7): JSON; no id adds, an id updates, no password keeps the old one. */
export const saveEmployee = (employee: EmployeeData) =>
  postJson<SaveEmployeeAnswer>('/admin/api/saveemployee', employee);
