import { type BasePath, getJson, type UploadedFileAnswer } from '@app/shared';

/** GET {prefix}/api/getuploadedfiles (spec §7). */
export const getUploadedFiles = (basePath: BasePath) =>
  getJson<UploadedFileAnswer[]>(`${basePath}/api/getuploadedfiles`);
