import {
  AUDIO_FILE_MAX_BYTES,
  AUDIO_FILE_MESSAGES,
  detectFileType,
  PHONE_PLAYABLE_AUDIO_TYPES,
} from '@app/shared';
import { fail } from '../lib/errors';

/**
 * An uploaded audio file's bytes and the type they prove: over 10 MB answers 413, anything but WAV or MP3 bytes (the
 * types the phone system plays, PHONE_PLAYABLE_AUDIO_TYPES; OGG no longer, docs/decisions.md 2026-11-29) 415,
 * whatever its name or declared type says (as the inmate's files, files/routes.ts).
 */
export async function checkedAudio(file: File): Promise<{ bytes: ArrayBuffer; contentType: string }> {
  if (file.size > AUDIO_FILE_MAX_BYTES) fail(413, AUDIO_FILE_MESSAGES.tooLarge);
  const bytes = await file.arrayBuffer();
  const detected = detectFileType(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength)));
  if (!detected || !PHONE_PLAYABLE_AUDIO_TYPES.has(detected.contentType))
    fail(415, AUDIO_FILE_MESSAGES.wrongType);
  return { bytes, contentType: detected.contentType };
}
