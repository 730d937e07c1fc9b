import { type InmateDetailAnswer, postText } from '@app/shared';

/** POST /admin/api/saveassignedphonenumber: the body is the number (spec §7, ADMIN only). */
export const saveAssignedPhoneNumber = (number: string) =>
  postText<InmateDetailAnswer>('/admin/api/saveassignedphonenumber', number);
