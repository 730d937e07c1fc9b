/**
 * What the server answers after Call Me placed the call (workers/api/src/friends/routes.ts CODE_CALLED); the English
 * of `profile.codeCalled`, so the profile form can show it in the reader's language.
 */
export const CODE_CALLED = 'We are calling you with your verification code';
