import { type FriendProfileAnswer, type FriendProfileInput, postJson } from '@app/shared';

/** POST /api/finishfriendregistration (spec §7): saves the profile and places the Call Me call with the code. */
export const finishFriendRegistration = (profile: FriendProfileInput) =>
  postJson<FriendProfileAnswer>('/api/finishfriendregistration', profile);
