import { type AssistantPhoneAnswer, getJson } from '@app/shared';

/** GET /admin/api/getassistantphone (spec §7): `{value}`, '' until one is saved. */
export const getAssistantPhone = () => getJson<AssistantPhoneAnswer>('/admin/api/getassistantphone');
