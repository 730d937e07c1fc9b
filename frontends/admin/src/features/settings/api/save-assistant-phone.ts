import { type AssistantPhoneAnswer, postText } from '@app/shared';

/** POST /admin/api/saveassistantphone (spec §7): the raw number; answers it as stored. */
export const saveAssistantPhone = (value: string) =>
  postText<AssistantPhoneAnswer>('/admin/api/saveassistantphone', value);
