import { type AudioPurpose, PHONE_PLAYABLE_AUDIO_TYPES } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { activeAudioFile } from '../audio-files/queries';
import type { Db } from '../db/client';
import { audioFiles } from '../db/schema';
import { play, say, type Verb } from './twiml';

// The recorded prompts the phone system plays (spec §2 screen 20, table audio_files, managed by the audio file
// manager): the active file of a purpose is played from GET /api/telephony/prompts/:id, which Twilio fetches without
// a session; without an active file the words are spoken instead, and so they are for an active file of a type
// Twilio's <Play> cannot play (an OGG stored before the manager took only WAV and MP3, docs/decisions.md 2026-11-29).

/** What is spoken when no recording of the purpose is active, or the active one is not of a type the phone plays. */
export const SPOKEN_PROMPTS: Record<AudioPurpose, string> = {
  GREETING: 'Hello. This is Credits Portal.',
  NO_CREDITS: 'You have no credits left for calls. Goodbye.',
  FRIEND_PROMPT: 'You have a call from a facility through Credits Portal. Press 1 to accept.',
};

/**
 * Play of the active recording (its URL carries the upload time, so no cache plays old bytes); Say when there is
 * none or the phone cannot play its type.
 */
export async function promptVerb(db: Db, purpose: AudioPurpose, origin: string): Promise<Verb> {
  const file = await activeAudioFile(db, purpose);
  if (!file || !PHONE_PLAYABLE_AUDIO_TYPES.has(file.contentType)) return say(SPOKEN_PROMPTS[purpose]);
  return play(`${origin}/api/telephony/prompts/${file.id}?v=${encodeURIComponent(file.updatedAt)}`);
}

/** An active recording's row, for serving its bytes; undefined for an unknown or inactive one. */
export async function activePromptFile(db: Db, id: number) {
  const [file] = await db
    .select({ r2Key: audioFiles.r2Key, contentType: audioFiles.contentType })
    .from(audioFiles)
    .where(and(eq(audioFiles.id, id), eq(audioFiles.active, true)));
  return file;
}
