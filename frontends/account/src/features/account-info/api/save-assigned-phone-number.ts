import { postText } from '@app/shared';
import type { InmateDetail } from '../../../lib/api-types';

/** POST /admin/api/saveassignedphonenumber: the body is the number (spec §7, ADMIN only). */
export const saveAssignedPhoneNumber = (number: string) =>
  postText<InmateDetail>('/admin/api/saveassignedphonenumber', number);
