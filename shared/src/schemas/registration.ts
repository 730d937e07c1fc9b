import * as z from 'zod';
import { withMatchingPasswords } from './matching';
import { emailSchema, firstNameSchema, lastNameSchema, passwordSchema, usernameSchema } from './person';

/**
 * The registration payload of spec §3 (inmates and friends, POST {/admin}/api/registerinmate and
 * /api/registerfriend): reenterPassword has the password rules and must equal password.
 */
export const registrationSchema = withMatchingPasswords(
  z.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    reenterPassword: passwordSchema,
  }),
  'password',
  'reenterPassword',
);

export type RegistrationInput = z.input<typeof registrationSchema>;
export type RegistrationData = z.output<typeof registrationSchema>;
