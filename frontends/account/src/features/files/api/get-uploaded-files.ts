import { type BasePath, getJson } from '@app/shared';
import type { UploadedFile } from '../../../lib/api-types';

/** GET {prefix}/api/getuploadedfiles (spec §7). */
export const getUploadedFiles = (basePath: BasePath) =>
  getJson<UploadedFile[]>(`${basePath}/api/getuploadedfiles`);
