import * as z from 'zod';
import { AUDIO_PURPOSES } from '../contracts/audio-files';
import { idBodySchema } from './account';
import { atMost, requiredText } from './rules';

// The audio file manager's inputs (spec §2 screen 20; its contents are ours: docs/architecture.md "Audio files").
// The API and the admin remote's forms validate with these same schemas; the API alone checks the bytes. Every file
// is a phone prompt, played by Twilio's <Play>: only WAV and MP3 are taken (docs/decisions.md, 2026-11-29).

/** The largest audio file staff may upload. */
export const AUDIO_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const AUDIO_NAME_MAX = 100;

export const AUDIO_FILE_MESSAGES = {
  missing: 'Please choose an audio file',
  wrongType: 'Only WAV or MP3 audio files can be uploaded',
  tooLarge: 'Audio files can be at most 10 MB',
  nameMissing: 'Please enter a name',
  nameTooLong: `Name must be at most ${AUDIO_NAME_MAX} characters`,
  purpose: 'Please choose what the file is for',
  notFound: 'Audio file not found',
  rangePastEnd: 'The requested part of the file is past its end',
  changed: 'This audio file was changed meanwhile: reload and try again',
} as const;

/**
 * The types, as the bytes prove them (shared/src/files/file-types.ts), that the phone system plays: Twilio's <Play>
 * takes audio/mpeg and audio/wav (and aiff, gsm, ulaw, which are not uploaded here), never OGG. The API takes only
 * these, and a call speaks the words instead of playing a stored file of any other type.
 */
export const PHONE_PLAYABLE_AUDIO_TYPES: ReadonlySet<string> = new Set(['audio/wav', 'audio/mpeg']);

/** The types and extensions a browser may give a WAV or MP3 file (the form's first check; the API reads bytes). */
export const AUDIO_FILE_ACCEPT = 'audio/wav,audio/mpeg,.wav,.mp3';
const AUDIO_TYPES = new Set([
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/vnd.wave',
  'audio/mpeg',
  'audio/mp3',
]);

/** A file-like value (a browser File, or the one a multipart body gives the Worker); an empty input is none. */
type FileLike = { name: string; size: number; type: string; arrayBuffer: () => Promise<ArrayBuffer> };
const isChosenFile = (value: unknown): value is FileLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileLike).size === 'number' &&
  typeof (value as FileLike).type === 'string' &&
  typeof (value as FileLike).arrayBuffer === 'function' &&
  (value as FileLike).size > 0;

/** A chosen, non-empty file. Its size (413) and bytes (415) are the API's to check, with their own statuses. */
export const chosenFileSchema = z.custom<File>(isChosenFile, { error: AUDIO_FILE_MESSAGES.missing });

/** True when the browser names the file WAV or MP3 by its type or, when it gives none, by its extension. */
export function looksLikeAudioFile(file: { name: string; type: string }): boolean {
  const type = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (AUDIO_TYPES.has(type)) return true;
  return /\.(wav|mp3)$/i.test(file.name) && (type === '' || type === 'application/octet-stream');
}

/** The form's check of a chosen file before sending it: chosen, WAV/MP3 by name or type, at most 10 MB. */
export const audioFileInputSchema = chosenFileSchema
  .refine(looksLikeAudioFile, { error: AUDIO_FILE_MESSAGES.wrongType, abort: true })
  .refine((file) => file.size <= AUDIO_FILE_MAX_BYTES, { error: AUDIO_FILE_MESSAGES.tooLarge });

export const audioNameSchema = requiredText(AUDIO_FILE_MESSAGES.nameMissing, [
  [atMost(AUDIO_NAME_MAX), AUDIO_FILE_MESSAGES.nameTooLong],
]);

export const audioPurposeSchema = z.enum(AUDIO_PURPOSES, { error: AUDIO_FILE_MESSAGES.purpose });

/** POST {prefix}/api/uploadaudiofile, multipart form data {name, purpose, file} as the API validates it. */
export const uploadAudioFileSchema = z.object({
  name: audioNameSchema,
  purpose: audioPurposeSchema,
  file: chosenFileSchema,
});

/** The upload form: the same fields, the file also checked by its type and size before it is sent. */
export const uploadAudioFileFormSchema = uploadAudioFileSchema.extend({ file: audioFileInputSchema });
export type UploadAudioFileInput = z.input<typeof uploadAudioFileFormSchema>;
export type UploadAudioFileData = z.output<typeof uploadAudioFileFormSchema>;

/** POST {prefix}/api/replaceaudiofile, multipart form data {id, file}: new bytes for the same file. */
export const replaceAudioFileSchema = z.object({ id: idBodySchema, file: chosenFileSchema });

/** The Replace form of one file: only the new file, checked like the upload's. */
export const replaceAudioFileFormSchema = z.object({ file: audioFileInputSchema });
export type ReplaceAudioFileInput = z.input<typeof replaceAudioFileFormSchema>;
export type ReplaceAudioFileData = z.output<typeof replaceAudioFileFormSchema>;
