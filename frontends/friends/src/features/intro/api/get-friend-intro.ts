import { type FriendIntroAnswer, getJson, type Language } from '@app/shared';

/** GET /api/getfriendintro?lang= (spec §7): the intro's HTML in `language`, sanitised by the server on save. */
export const getFriendIntro = (language: Language) =>
  getJson<FriendIntroAnswer>(`/api/getfriendintro?lang=${language}`);
