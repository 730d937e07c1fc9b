import { postText } from '@app/shared';
import type { InmateDetail } from '../../../lib/api-types';

/** POST /api/saveemail: the body is the e-mail (spec §7); answers the updated detail. */
export const saveEmail = (email: string) => postText<InmateDetail>('/api/saveemail', email);
