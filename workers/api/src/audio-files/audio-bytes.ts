import { AUDIO_FILE_MAX_BYTES, AUDIO_FILE_MESSAGES, detectFileType } from '@app/shared';
import { fail } from '../lib/errors';

/** The formats the phone system plays (spec §2 screen 20 issue text: WAV, MP3, OGG), as their bytes prove them. */
const PLAYABLE = new Set(['audio/wav', 'audio/mpeg', 'audio/ogg']);

/**
 * An uploaded audio file's bytes and the type they prove: over 10 MB answers 413, anything but WAV, MP3 or OGG
 * bytes 415, whatever its name or declared type says (as the inmate's files, files/routes.ts).
 */
export async function checkedAudio(file: File): Promise<{ bytes: ArrayBuffer; contentType: string }> {
  if (file.size > AUDIO_FILE_MAX_BYTES) fail(413, AUDIO_FILE_MESSAGES.tooLarge);
  const bytes = await file.arrayBuffer();
  const detected = detectFileType(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength)));
  if (!detected || !PLAYABLE.has(detected.contentType)) fail(415, AUDIO_FILE_MESSAGES.wrongType);
  return { bytes, contentType: detected.contentType };
}
