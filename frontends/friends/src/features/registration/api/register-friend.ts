import { postJson, type RegisterFriendAnswer, type RegistrationInput } from '@app/shared';

/** POST /api/registerfriend (spec §7): the registration payload of spec §3; signs the new friend in. */
export const registerFriend = (registration: RegistrationInput) =>
  postJson<RegisterFriendAnswer>('/api/registerfriend', registration);
