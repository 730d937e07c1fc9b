import { type BasePath, postText } from '@app/shared';
import type { UploadedFile } from '../../../lib/api-types';

/** POST {prefix}/api/deletefile: the body is the file id (spec §7); answers the remaining files. */
export const deleteFile = (basePath: BasePath, fileId: number) =>
  postText<UploadedFile[]>(`${basePath}/api/deletefile`, String(fileId));
