import { type FriendProfileAnswer, type FriendProfileInput, postJson } from '@app/shared';

/** POST /api/updatefriendprofile (spec §7): an approved friend's profile. */
export const updateFriendProfile = (profile: FriendProfileInput) =>
  postJson<FriendProfileAnswer>('/api/updatefriendprofile', profile);
