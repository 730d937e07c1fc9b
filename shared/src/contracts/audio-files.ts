import * as z from 'zod';

// Answers of the audio file manager (spec §2 screen 20, /admin/files and /employee1/files; its contents are ours:
// docs/architecture.md "Audio files"). Staff upload the prompts the phone system plays.

/** What a recorded prompt is for; one file per purpose is the active one. */
export const AUDIO_PURPOSES = ['GREETING', 'NO_CREDITS', 'FRIEND_PROMPT'] as const;
export type AudioPurpose = (typeof AUDIO_PURPOSES)[number];

/** How each purpose reads on the screen. */
export const AUDIO_PURPOSE_LABELS: Record<AudioPurpose, string> = {
  GREETING: 'Greeting after a call is accepted',
  NO_CREDITS: 'No credits left',
  FRIEND_PROMPT: 'Prompt a friend hears before accepting',
};

/** One audio file; `uri` plays it (GET {prefix}/api/audiofiles/:id, staff only). */
export const audioFileAnswerSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    purpose: z.enum(AUDIO_PURPOSES),
    active: z.boolean(),
    contentType: z.string(),
    /** Bytes. */
    size: z.number().int().nonnegative(),
    uri: z.string(),
    createdAt: z.string().min(1),
  })
  .strict();
export type AudioFileAnswer = z.infer<typeof audioFileAnswerSchema>;

/** getaudiofiles, and every change (upload, replace, activate, delete) answers the whole list. */
export const audioFilesAnswerSchema = z.array(audioFileAnswerSchema);
export type AudioFilesAnswer = z.infer<typeof audioFilesAnswerSchema>;
