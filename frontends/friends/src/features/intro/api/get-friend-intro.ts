import { type FriendIntroAnswer, getJson } from '@app/shared';

/** GET /api/getfriendintro (spec §7): the intro's HTML, sanitised by the server on save. */
export const getFriendIntro = () => getJson<FriendIntroAnswer>('/api/getfriendintro');
