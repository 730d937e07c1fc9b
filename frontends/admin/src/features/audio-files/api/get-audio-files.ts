import { type AudioFilesAnswer, getJson } from '@app/shared';

export type StaffPrefix = '/admin' | '/employee1';

/** GET {prefix}/api/getaudiofiles (docs/architecture.md "Audio files"): every file, by purpose, newest first. */
export const getAudioFiles = (prefix: StaffPrefix) =>
  getJson<AudioFilesAnswer>(`${prefix}/api/getaudiofiles`);
