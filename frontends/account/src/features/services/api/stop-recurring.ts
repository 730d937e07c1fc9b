import { postText, type ServiceAnswer } from '@app/shared';

/** POST /api/stoprecurring: the body is the service id (spec §7). */
export const stopRecurring = (serviceId: number) =>
  postText<ServiceAnswer[]>('/api/stoprecurring', String(serviceId));
