/**
 * What the server answers after Call Me placed the call (workers/api/src/friends/routes.ts CODE_CALLED); the English
 * of `profile.codeCalled`, so the profile form can show it in the reader's language.
 */
export const CODE_CALLED = 'We are calling you with your verification code';

/**
 * What the server answers when an approved friend saved another phone number (workers/api/src/friends/routes.ts
 * NEW_PHONE_TO_VERIFY): the profile waits for a call to that number; the English of `profile.newPhoneToVerify`.
 */
export const NEW_PHONE_TO_VERIFY = 'Profile saved: verify your new phone number with Call Me';
