import { type InmateDetailAnswer, postText } from '@app/shared';

/** POST /api/saveforwardingnumber: the body is the number, empty clears it (issue 11); answers the updated detail. */
export const saveForwardingNumber = (number: string) =>
  postText<InmateDetailAnswer>('/api/saveforwardingnumber', number);
