import { type FriendIntroAnswer, type Language, postText } from '@app/shared';

/**
 * POST /admin/api/savefriendintro?lang= (spec §7): the raw HTML of the intro in `language` as the body; answers the
 * stored, sanitised {content}.
 */
export const saveFriendIntro = (html: string, language: Language) =>
  postText<FriendIntroAnswer>(`/admin/api/savefriendintro?lang=${language}`, html, 'text/html');
