import { postText } from '@app/shared';
import type { Service } from '../../../lib/api-types';

/** POST /api/stopautorenew: the body is the service id (spec §7). */
export const stopAutoRenew = (serviceId: number) =>
  postText<Service[]>('/api/stopautorenew', String(serviceId));
