import { type FriendPayoutsAnswer, type MarkFriendPaidData, postJson } from '@app/shared';

/** POST /admin/api/markfriendpaid JSON {friendId, amount (dollars), transactionId}: answers the updated list. */
export const markFriendPaid = (payout: MarkFriendPaidData) =>
  postJson<FriendPayoutsAnswer>('/admin/api/markfriendpaid', payout);
