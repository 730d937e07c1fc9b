import type { BasePath } from '@app/shared';
import { postText } from '@app/shared';

/** POST {prefix}/api/saveadminnotes: the body is the notes (spec §7, staff only). */
export const saveAdminNotes = (basePath: BasePath, notes: string) =>
  postText<{ adminNotes: string }>(`${basePath}/api/saveadminnotes`, notes);
