import { type DeleteEmployeeAnswer, postText } from '@app/shared';

/** POST /admin/api/deleteemployee (spec §7): the raw id. */
export const deleteEmployee = (id: number) =>
  postText<DeleteEmployeeAnswer>('/admin/api/deleteemployee', String(id));
