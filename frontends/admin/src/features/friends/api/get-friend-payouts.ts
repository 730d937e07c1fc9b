import { type FriendPayoutsAnswer, getJson } from '@app/shared';

/** GET /admin/api/getfriendpayouts: friends with earnings or payments, largest unpaid balance first (issue 11). */
export const getFriendPayouts = () => getJson<FriendPayoutsAnswer>('/admin/api/getfriendpayouts');
