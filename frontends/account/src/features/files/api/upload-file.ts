import { type BasePath, postForm } from '@app/shared';
import type { UploadedFile } from '../../../lib/api-types';

/** POST {prefix}/api/uploadfile with form data {file, description} (spec §7); the answer carries the secret code. */
export const uploadFile = (basePath: BasePath, file: File, description: string) =>
  postForm<UploadedFile & { secretCode?: string }>(`${basePath}/api/uploadfile`, { file, description });
