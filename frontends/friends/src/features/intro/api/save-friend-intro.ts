import { type FriendIntroAnswer, postText } from '@app/shared';

/** POST /admin/api/savefriendintro (spec §7): the raw HTML as the body; answers the stored, sanitised {content}. */
export const saveFriendIntro = (html: string) =>
  postText<FriendIntroAnswer>('/admin/api/savefriendintro', html, 'text/html');
