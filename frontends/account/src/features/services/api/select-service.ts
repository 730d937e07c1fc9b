import { postText, type ServiceAnswer } from '@app/shared';

/** POST /api/selectservice: the body is the service id (spec §7); answers the services. */
export const selectService = (serviceId: number) =>
  postText<ServiceAnswer[]>('/api/selectservice', String(serviceId));
