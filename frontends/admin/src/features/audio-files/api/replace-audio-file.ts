import { type AudioFilesAnswer, postForm } from '@app/shared';
import type { StaffPrefix } from './get-audio-files';

/** POST {prefix}/api/replaceaudiofile, form data {id, file}: new bytes for the same file. */
export const replaceAudioFile = (prefix: StaffPrefix, id: number, file: File) =>
  postForm<AudioFilesAnswer>(`${prefix}/api/replaceaudiofile`, { id: String(id), file });
