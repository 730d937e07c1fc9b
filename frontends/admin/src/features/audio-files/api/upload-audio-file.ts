import { type AudioFilesAnswer, postForm, type UploadAudioFileData } from '@app/shared';
import type { StaffPrefix } from './get-audio-files';

/** POST {prefix}/api/uploadaudiofile, form data {name, purpose, file}: it becomes its purpose's active file. */
export const uploadAudioFile = (prefix: StaffPrefix, { name, purpose, file }: UploadAudioFileData) =>
  postForm<AudioFilesAnswer>(`${prefix}/api/uploadaudiofile`, { name, purpose, file });
