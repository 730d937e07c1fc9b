import { type AudioFilesAnswer, postText } from '@app/shared';
import type { StaffPrefix } from './get-audio-files';

/** POST {prefix}/api/activateaudiofile with the raw id: the active file of its purpose from now on. */
export const activateAudioFile = (prefix: StaffPrefix, id: number) =>
  postText<AudioFilesAnswer>(`${prefix}/api/activateaudiofile`, String(id));
