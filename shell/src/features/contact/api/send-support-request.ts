import { postJson, type SupportRequestData } from '@app/shared';

/** POST /api/emailus with JSON {message, from, captcha} (spec §7). */
export const sendSupportRequest = (supportRequest: SupportRequestData) =>
  postJson<unknown>('/api/emailus', supportRequest);
