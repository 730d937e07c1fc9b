import { type InmateDetailAnswer, postText } from '@app/shared';

/** POST /api/saveemail: the body is the e-mail (spec §7); answers the updated detail. */
export const saveEmail = (email: string) => postText<InmateDetailAnswer>('/api/saveemail', email);
