import { type AudioFilesAnswer, postText } from '@app/shared';
import type { StaffPrefix } from './get-audio-files';

/** POST {prefix}/api/deleteaudiofile with the raw id; the newest file left of its purpose becomes active. */
export const deleteAudioFile = (prefix: StaffPrefix, id: number) =>
  postText<AudioFilesAnswer>(`${prefix}/api/deleteaudiofile`, String(id));
