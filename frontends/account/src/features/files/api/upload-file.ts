import { type BasePath, postForm, type UploadFileAnswer } from '@app/shared';

/** POST {prefix}/api/uploadfile with form data {file, description} (spec §7); the answer carries the secret code. */
export const uploadFile = (basePath: BasePath, file: File, description: string) =>
  postForm<UploadFileAnswer>(`${basePath}/api/uploadfile`, { file, description });
