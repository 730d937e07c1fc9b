import { type FriendProfileAnswer, postText } from '@app/shared';

/** POST /api/verifyfriendregistration (spec §7): the code the Call Me call spoke, as the raw body. */
export const verifyFriendRegistration = (code: string) =>
  postText<FriendProfileAnswer>('/api/verifyfriendregistration', code);
