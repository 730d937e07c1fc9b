import { postForm, type RenewServiceAnswer } from '@app/shared';

/** POST /api/renewservice: form data {serviceId, requestId} (the offer bought again with the kept card). */
export const renewService = (serviceId: number, requestId: string) =>
  postForm<RenewServiceAnswer>('/api/renewservice', { serviceId: String(serviceId), requestId });
