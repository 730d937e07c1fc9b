import * as z from 'zod';
import { atLeast, atMost, matches, type Rule, requiredText } from './rules';

/** Limits of spec §9. */
export const NAME_MAX = 25;
export const EMAIL_MAX = 50;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

/**
 * Letters only; letters of any alphabet count, so José, Zoë and प्रिया can register: a letter first, then letters and
 * the marks written on them (a Devanagari or Thai vowel sign is a mark, not a letter; docs/decisions.md "Names").
 */
const LETTERS_PATTERN = /^\p{L}[\p{L}\p{M}]*$/u;

/** The e-mail form zod itself uses (no IP literals, no quoted local parts). */
export const EMAIL_PATTERN = z.regexes.email;

/** spec §5: a username is lower-case letters and digits, or an e-mail. */
const USERNAME_PATTERN = /^[a-z0-9]+$/;

/** spec §5: one upper-case, one lower-case, one digit, one of @$!%*#?&, and nothing else. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[@$!%*#?&])[A-Za-z0-9@$!%*#?&]+$/;

const nameRules = (label: string): Rule[] => [
  [matches(LETTERS_PATTERN), `${label} can only contain upper and lower case letters`],
  [atMost(NAME_MAX), `${label} must be at most ${NAME_MAX} characters`],
];

/** spec §5 firstName: required, letters only, max 25. */
export const firstNameSchema = requiredText('First name is required', nameRules('First name'));

/** spec §5 lastName: required, letters only, max 25. */
export const lastNameSchema = requiredText('Last name is required', nameRules('Last name'));

/** spec §5 email: required, address form, max 50. */
export const emailSchema = requiredText('email is required', [
  [matches(EMAIL_PATTERN), 'invalid email address'],
  [atMost(EMAIL_MAX), `email must be at most ${EMAIL_MAX} characters`],
]);

/** spec §5 username: required, lower-case letters and digits or an e-mail, max 50. */
export const usernameSchema = requiredText('username is required', [
  [
    (value) => USERNAME_PATTERN.test(value) || EMAIL_PATTERN.test(value),
    'username can only contain lower case letters and digits or e-mail',
  ],
  [atMost(USERNAME_MAX), `username must be at most ${USERNAME_MAX} characters`],
]);

/** The password rules after "required" (spec §5), shared by the forms that set a password. */
export const passwordRules: readonly Rule[] = [
  [atLeast(PASSWORD_MIN), `Password must be at least ${PASSWORD_MIN} characters long`],
  [
    matches(PASSWORD_PATTERN),
    'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  ],
  [atMost(PASSWORD_MAX), `Password must be at most ${PASSWORD_MAX} characters long`],
];

/** spec §5 password: required, 8 to 20, the four character classes; taken as typed (never trimmed). */
export const passwordSchema = requiredText('password is required', passwordRules, { trim: false });
