import { type AdminNotesAnswer, type BasePath, postText } from '@app/shared';

/** POST {prefix}/api/saveadminnotes: the body is the notes (spec §7, staff only). */
export const saveAdminNotes = (basePath: BasePath, notes: string) =>
  postText<AdminNotesAnswer>(`${basePath}/api/saveadminnotes`, notes);
