import { type InmateNameInput, postForm } from '@app/shared';
import type { InmateDetail } from '../../../lib/api-types';

/** POST /api/savename with form data {firstName, lastName} (spec §7); answers the updated detail. */
export const saveName = (name: InmateNameInput) =>
  postForm<InmateDetail>('/api/savename', {
    firstName: String(name.firstName),
    lastName: String(name.lastName),
  });
