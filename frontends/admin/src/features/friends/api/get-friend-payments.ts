import { type FriendPaymentsAnswer, getJson } from '@app/shared';

/** GET /admin/api/getfriendpayments?id=: the payments made to one friend, newest first. */
export const getFriendPayments = (friendId: number) =>
  getJson<FriendPaymentsAnswer>(`/admin/api/getfriendpayments?id=${encodeURIComponent(friendId)}`);
