import { type LanguageChoiceAnswer, postText } from '@app/shared';

/** POST /api/savelanguage: the signed-in inmate's e-mails go in `language` from now on (docs/decisions.md). */
export const saveLanguage = (language: string) =>
  postText<LanguageChoiceAnswer>('/api/savelanguage', language);
