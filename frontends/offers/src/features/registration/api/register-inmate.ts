import { type BasePath, postJson, type RegistrationInput } from '@app/shared';

export type Registered = {
  message: string;
  inmate: { id: number; username: string; firstName: string };
  forward: string;
};

/** POST {/admin}/api/registerinmate (spec §7): the admin's call under /admin, everyone else's at the root. */
export const registerInmate = (basePath: BasePath, registration: RegistrationInput) =>
  postJson<Registered>(`${basePath === '/admin' ? '/admin' : ''}/api/registerinmate`, registration);
