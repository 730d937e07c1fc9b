import { type FriendsAnswer, getJson } from '@app/shared';

/** GET /admin/api/getfriends: every friend, for the Manage Friends grid (spec §2 screen 13). */
export const getFriends = () => getJson<FriendsAnswer>('/admin/api/getfriends');
