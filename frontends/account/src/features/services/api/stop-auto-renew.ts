import { postText, type ServiceAnswer } from '@app/shared';

/** POST /api/stopautorenew: the body is the service id (spec §7). */
export const stopAutoRenew = (serviceId: number) =>
  postText<ServiceAnswer[]>('/api/stopautorenew', String(serviceId));
