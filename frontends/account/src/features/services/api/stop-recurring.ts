import { postText } from '@app/shared';
import type { Service } from '../../../lib/api-types';

/** POST /api/stoprecurring: the body is the service id (spec §7). */
export const stopRecurring = (serviceId: number) =>
  postText<Service[]>('/api/stoprecurring', String(serviceId));
