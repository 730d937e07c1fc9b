import { type BasePath, postJson, type RegisterInmateAnswer, type RegistrationInput } from '@app/shared';

/** POST {/admin}/api/registerinmate (spec §7): the admin's call under /admin, everyone else's at the root. */
export const registerInmate = (basePath: BasePath, registration: RegistrationInput) =>
  postJson<RegisterInmateAnswer>(`${basePath === '/admin' ? '/admin' : ''}/api/registerinmate`, registration);
