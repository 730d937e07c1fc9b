import { type InmateDetailAnswer, type InmateNameInput, postForm } from '@app/shared';

/** POST /api/savename with form data {firstName, lastName} (spec §7); answers the updated detail. */
export const saveName = (name: InmateNameInput) =>
  postForm<InmateDetailAnswer>('/api/savename', {
    firstName: String(name.firstName),
    lastName: String(name.lastName),
  });
