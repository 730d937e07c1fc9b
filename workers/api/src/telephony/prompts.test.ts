import { env } from 'cloudflare:workers';
import type { AudioPurpose } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { audioBytes, HEADS, uploaded } from '../audio-files/audio-test-helpers';
import { audioFiles } from '../db/schema';
import { promptVerb, SPOKEN_PROMPTS } from './prompts';
import { callIn, createCallSetup, db, textOf } from './telephony-test-helpers';
import { say } from './twiml';

// The recorded prompts a call plays (prompts.ts, docs/architecture.md "Audio files"): only a type Twilio's <Play>
// takes is ever played. Twilio plays audio/mpeg, audio/wav (wave, x-wav), aiff, gsm and ulaw; never OGG.
const TWILIO_PLAY_TYPES = new Set([
  'audio/mpeg',
  'audio/wav',
  'audio/wave',
  'audio/x-wav',
  'audio/aiff',
  'audio/x-aifc',
  'audio/x-aiff',
  'audio/x-gsm',
  'audio/gsm',
  'audio/ulaw',
]);

/** An active OGG prompt stored before the manager took only WAV and MP3: its row and bytes written directly. */
async function storedOggPrompt(purpose: AudioPurpose, id: number) {
  const bytes = audioBytes(HEADS.ogg, 2048);
  await env.FILES.put(`audio/${id}`, bytes, { httpMetadata: { contentType: 'audio/ogg' } });
  await db()
    .insert(audioFiles)
    .values({
      id,
      name: 'Old OGG',
      purpose,
      active: true,
      r2Key: `audio/${id}`,
      contentType: 'audio/ogg',
      size: bytes.length,
    });
}

describe('the prompts a call plays', () => {
  it.each([
    ['WAV', HEADS.wav, 'audio/wav'],
    ['MP3', HEADS.mp3, 'audio/mpeg'],
  ])('plays an uploaded %s, served with a type Twilio plays', async (_kind, head, type) => {
    const cookie = await signInAs('admin');
    await uploaded(cookie, { name: 'Prompt', purpose: 'FRIEND_PROMPT', data: audioBytes(head, 2048), type });
    const { xml } = await promptVerb(db(), 'FRIEND_PROMPT', 'http://localhost');
    const played = textOf(xml, 'Play')?.replaceAll('&amp;', '&') ?? '';
    expect(played).toMatch(/^http:\/\/localhost\/api\/telephony\/prompts\/\d+\?v=/);
    const url = new URL(played);
    const audio = await call(url.pathname + url.search);
    await audio.arrayBuffer();
    expect(audio.status).toBe(200);
    expect(TWILIO_PLAY_TYPES.has(audio.headers.get('content-type') ?? '')).toBe(true);
  });

  it('speaks the greeting of the incoming call instead of playing an active OGG stored before', async () => {
    const setup = await createCallSetup();
    await storedOggPrompt('GREETING', 910);
    const { xml } = await callIn(setup);
    expect(xml).toContain(`<Say>${SPOKEN_PROMPTS.GREETING}</Say><Gather`);
    expect(xml).not.toContain('/api/telephony/prompts/');
  });

  it.each(['NO_CREDITS', 'FRIEND_PROMPT'] as const)(
    'speaks the words of %s instead of playing an active OGG',
    async (purpose) => {
      await storedOggPrompt(purpose, 911);
      expect(await promptVerb(db(), purpose, 'http://localhost')).toEqual(say(SPOKEN_PROMPTS[purpose]));
    },
  );
});
