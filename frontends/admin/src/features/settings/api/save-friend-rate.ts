import { type FriendRateAnswer, postText } from '@app/shared';

/** POST /admin/api/savefriendrate: the raw whole cents; answers the rate as stored. */
export const saveFriendRate = (cents: string) =>
  postText<FriendRateAnswer>('/admin/api/savefriendrate', cents);
