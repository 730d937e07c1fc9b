import { type FriendAnswer, getJson } from '@app/shared';

/** GET /api/getfrienddetail (spec §7): the signed-in friend, or the friend an ADMIN acts as (spec §3 Friend). */
export const getFriendDetail = () => getJson<FriendAnswer>('/api/getfrienddetail');
