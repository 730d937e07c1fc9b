import { type BasePath, postText, type UploadedFileAnswer } from '@app/shared';

/** POST {prefix}/api/deletefile: the body is the file id (spec §7); answers the remaining files. */
export const deleteFile = (basePath: BasePath, fileId: number) =>
  postText<UploadedFileAnswer[]>(`${basePath}/api/deletefile`, String(fileId));
