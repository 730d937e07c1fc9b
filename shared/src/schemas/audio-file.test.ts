import { describe, expect, it } from 'vitest';
import {
  AUDIO_FILE_ACCEPT,
  AUDIO_FILE_MAX_BYTES,
  looksLikeAudioFile,
  PHONE_PLAYABLE_AUDIO_TYPES,
  replaceAudioFileFormSchema,
  replaceAudioFileSchema,
  uploadAudioFileFormSchema,
  uploadAudioFileSchema,
} from './audio-file';
import { issuesOf } from './test-helpers';

const file = (name = 'greeting.wav', type = 'audio/wav', size = 64) => {
  const made = new File([new Uint8Array(size)], name, { type });
  return made;
};

const oversized = () => {
  const big = file('big.mp3', 'audio/mpeg', 1);
  Object.defineProperty(big, 'size', { value: AUDIO_FILE_MAX_BYTES + 1 });
  return big;
};

describe('uploadAudioFileSchema (the API)', () => {
  it('takes a trimmed name, a purpose and a file', () => {
    const chosen = file();
    expect(uploadAudioFileSchema.parse({ name: '  Welcome ', purpose: 'GREETING', file: chosen })).toEqual({
      name: 'Welcome',
      purpose: 'GREETING',
      file: chosen,
    });
  });

  it('says what is missing, in the order of the form', () => {
    expect(issuesOf(uploadAudioFileSchema, {})).toEqual([
      ['name', 'Please enter a name'],
      ['purpose', 'Please choose what the file is for'],
      ['file', 'Please choose an audio file'],
    ]);
    expect(issuesOf(uploadAudioFileSchema, { name: '   ', purpose: 'RINGTONE', file: 'not a file' })).toEqual(
      [
        ['name', 'Please enter a name'],
        ['purpose', 'Please choose what the file is for'],
        ['file', 'Please choose an audio file'],
      ],
    );
  });

  it('takes a name of at most 100 characters and no empty file', () => {
    expect(
      issuesOf(uploadAudioFileSchema, { name: 'a'.repeat(100), purpose: 'NO_CREDITS', file: file() }),
    ).toEqual([]);
    expect(
      issuesOf(uploadAudioFileSchema, { name: 'a'.repeat(101), purpose: 'NO_CREDITS', file: file() }),
    ).toEqual([['name', 'Name must be at most 100 characters']]);
    expect(
      issuesOf(uploadAudioFileSchema, {
        name: 'x',
        purpose: 'NO_CREDITS',
        file: file('e.wav', 'audio/wav', 0),
      }),
    ).toEqual([['file', 'Please choose an audio file']]);
  });

  it('leaves the type and the size to the API, which reads the bytes', () => {
    expect(
      issuesOf(uploadAudioFileSchema, { name: 'x', purpose: 'GREETING', file: file('a.png', 'image/png') }),
    ).toEqual([]);
    expect(issuesOf(uploadAudioFileSchema, { name: 'x', purpose: 'GREETING', file: oversized() })).toEqual(
      [],
    );
  });
});

describe('uploadAudioFileFormSchema (the form)', () => {
  it('refuses another type, and more than 10 MB, before sending', () => {
    const form = (chosen: File) => ({ name: 'x', purpose: 'FRIEND_PROMPT', file: chosen });
    expect(issuesOf(uploadAudioFileFormSchema, form(file('a.png', 'image/png')))).toEqual([
      ['file', 'Only WAV or MP3 audio files can be uploaded'],
    ]);
    expect(issuesOf(uploadAudioFileFormSchema, form(oversized()))).toEqual([
      ['file', 'Audio files can be at most 10 MB'],
    ]);
    expect(issuesOf(uploadAudioFileFormSchema, form(file('song.mp3', 'audio/mpeg')))).toEqual([]);
    expect(issuesOf(uploadAudioFileFormSchema, { name: 'x', purpose: 'GREETING' })).toEqual([
      ['file', 'Please choose an audio file'],
    ]);
  });

  it('knows WAV and MP3 by type, or by extension when the browser gives no type', () => {
    expect(looksLikeAudioFile({ name: 'a', type: 'audio/x-wav' })).toBe(true);
    expect(looksLikeAudioFile({ name: 'a', type: 'audio/mpeg; rate=8000' })).toBe(true);
    expect(looksLikeAudioFile({ name: 'prompt.WAV', type: '' })).toBe(true);
    expect(looksLikeAudioFile({ name: 'prompt.mp3', type: 'application/octet-stream' })).toBe(true);
    expect(looksLikeAudioFile({ name: 'prompt.mp3', type: 'text/html' })).toBe(false);
    expect(looksLikeAudioFile({ name: 'prompt.flac', type: 'audio/flac' })).toBe(false);
  });

  it('refuses OGG, which the phone system cannot play, by type or by extension', () => {
    expect(looksLikeAudioFile({ name: 'a', type: 'audio/ogg; codecs=opus' })).toBe(false);
    expect(looksLikeAudioFile({ name: 'a', type: 'application/ogg' })).toBe(false);
    expect(looksLikeAudioFile({ name: 'prompt.OGG', type: '' })).toBe(false);
    expect(looksLikeAudioFile({ name: 'prompt.ogg', type: 'application/octet-stream' })).toBe(false);
    expect(
      issuesOf(uploadAudioFileFormSchema, {
        name: 'x',
        purpose: 'GREETING',
        file: file('prompt.ogg', 'audio/ogg'),
      }),
    ).toEqual([['file', 'Only WAV or MP3 audio files can be uploaded']]);
    expect(AUDIO_FILE_ACCEPT).toBe('audio/wav,audio/mpeg,.wav,.mp3');
    expect([...PHONE_PLAYABLE_AUDIO_TYPES]).toEqual(['audio/wav', 'audio/mpeg']);
  });
});

describe('replaceAudioFileSchema', () => {
  it('takes an id and a file', () => {
    const chosen = file();
    expect(replaceAudioFileSchema.parse({ id: '7', file: chosen })).toEqual({ id: 7, file: chosen });
    expect(issuesOf(replaceAudioFileSchema, { id: 'x' })).toEqual([
      ['id', 'Invalid id'],
      ['file', 'Please choose an audio file'],
    ]);
    expect(issuesOf(replaceAudioFileFormSchema, { file: file('a.txt', 'text/plain') })).toEqual([
      ['file', 'Only WAV or MP3 audio files can be uploaded'],
    ]);
  });
});
