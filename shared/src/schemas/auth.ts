import * as z from 'zod';
import { withMatchingPasswords } from './matching';
import { emailSchema, PASSWORD_MAX, passwordSchema, USERNAME_MAX, usernameSchema } from './person';
import { atMost, requiredText } from './rules';

/** The password typed to sign in or to prove the old one: required and bounded, no strength rule. */
const currentPasswordSchema = requiredText(
  'password is required',
  [[atMost(PASSWORD_MAX), `password must be at most ${PASSWORD_MAX} characters`]],
  { trim: false },
);

/** POST /api/logininmate, /api/loginfriend, /api/loginstaff: JSON {username, password}. */
export const loginSchema = z.object({
  username: requiredText('username is required', [
    [atMost(USERNAME_MAX), `username must be at most ${USERNAME_MAX} characters`],
  ]),
  password: currentPasswordSchema,
});

/** POST /api/changepassword: form data {password (the old one), newPassword, reenterPassword}. */
export const changePasswordSchema = withMatchingPasswords(
  z.object({
    password: currentPasswordSchema,
    newPassword: passwordSchema,
    reenterPassword: passwordSchema,
  }),
  'newPassword',
  'reenterPassword',
);

/** POST /api/resetpassword: form data {username, email}. */
export const resetPasswordSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordData = z.output<typeof changePasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordData = z.output<typeof resetPasswordSchema>;
