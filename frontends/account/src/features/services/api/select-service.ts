import { postText } from '@app/shared';
import type { Service } from '../../../lib/api-types';

/** POST /api/selectservice: the body is the service id (spec §7); answers the services. */
export const selectService = (serviceId: number) =>
  postText<Service[]>('/api/selectservice', String(serviceId));
