import { postJson, type RegisterInmateAnswer, type RegistrationInput } from '@app/shared';

/** POST /admin/api/registerinmate (ADMIN): the create-inmate form of Manage Inmates (spec §2 screen 14, §8). */
export const registerInmate = (registration: RegistrationInput) =>
  postJson<RegisterInmateAnswer>('/admin/api/registerinmate', registration);
