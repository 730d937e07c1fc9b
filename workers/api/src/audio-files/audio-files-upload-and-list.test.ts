import { AUDIO_FILE_MAX_BYTES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { expectRefused } from '../admin/admin-test-helpers';
import {
  audioBytes,
  HEADS,
  list,
  r2Bytes,
  r2Keys,
  rows,
  summary,
  uploadAudio,
  uploaded,
} from './audio-test-helpers';

// The audio file manager's calls (spec §2 screen 20, docs/architecture.md "Audio files") against real D1 and R2.

describe('POST {prefix}/api/uploadaudiofile', () => {
  it.each([
    ['WAV', HEADS.wav, 'audio/wav', 'welcome.wav'],
    ['MP3 (ID3)', HEADS.mp3, 'audio/mpeg', 'welcome.mp3'],
    ['MP3 (a bare frame)', HEADS.mp3Frame, 'audio/mpeg', 'welcome.mp3'],
  ])(
    'stores %s in R2 under audio/ and answers the list with it active',
    async (_kind, head, type, fileName) => {
      const cookie = await signInAs('admin');
      const data = audioBytes(head, 1000);
      const files = await uploaded(cookie, { name: '  Welcome  ', data, type, fileName });
      const [row] = await rows();
      expect(files).toEqual([
        {
          id: row?.id,
          name: 'Welcome',
          purpose: 'GREETING',
          active: true,
          contentType: type,
          size: 1000,
          uri: `/admin/api/audiofiles/${row?.id}?v=${encodeURIComponent(row?.updatedAt ?? '')}`,
          createdAt: row?.createdAt,
        },
      ]);
      expect(row?.r2Key).toMatch(/^audio\/[0-9a-f-]{36}$/);
      expect(await r2Bytes(row?.r2Key ?? '')).toEqual(data);
    },
  );

  it('proves the type by the bytes, whatever the browser declared', async () => {
    const cookie = await signInAs('admin');
    const files = await uploaded(cookie, {
      data: audioBytes(HEADS.mp3),
      type: 'application/octet-stream',
      fileName: 'prompt',
    });
    expect(files[0]?.contentType).toBe('audio/mpeg');
  });

  it("refuses OGG (bytes starting OggS), which Twilio's <Play> cannot play, with 415 and keeps the active file", async () => {
    const cookie = await signInAs('admin');
    const before = await uploaded(cookie, { name: 'Hello' });
    const keys = await r2Keys();
    const ogg = await uploadAudio(cookie, {
      name: 'Ogg hello',
      data: audioBytes(HEADS.ogg, 2048),
      type: 'audio/ogg',
      fileName: 'hello.ogg',
    });
    await expectRefused(ogg, 415, 'Only WAV or MP3 audio files can be uploaded');
    expect(await list(cookie)).toEqual(before);
    expect(await r2Keys()).toEqual(keys);
  });

  it.each([
    ['a PNG named .wav', HEADS.png, 'audio/wav', 'fake.wav'],
    ['text named .mp3', HEADS.text, 'audio/mpeg', 'fake.mp3'],
    ['FLAC (audio, but not one the phone plays)', HEADS.flac, 'audio/flac', 'song.flac'],
    ['OGG', HEADS.ogg, 'audio/ogg', 'prompt.ogg'],
    ['OGG named .mp3', HEADS.ogg, 'audio/mpeg', 'prompt.mp3'],
  ])('refuses %s with 415 and stores nothing', async (_kind, head, type, fileName) => {
    const response = await uploadAudio(await signInAs('admin'), { data: audioBytes(head), type, fileName });
    await expectRefused(response, 415, 'Only WAV or MP3 audio files can be uploaded');
    expect(await rows()).toEqual([]);
    expect(await r2Keys()).toEqual([]);
  });

  it('takes exactly 10 MB and refuses more with 413', async () => {
    const cookie = await signInAs('admin');
    const tooBig = await uploadAudio(cookie, { data: audioBytes(HEADS.wav, AUDIO_FILE_MAX_BYTES + 1) });
    await expectRefused(tooBig, 413, 'Audio files can be at most 10 MB');
    expect(await rows()).toEqual([]);
    expect(await r2Keys()).toEqual([]);
    const largest = await uploaded(cookie, { data: audioBytes(HEADS.wav, AUDIO_FILE_MAX_BYTES) });
    expect(largest[0]?.size).toBe(AUDIO_FILE_MAX_BYTES);
  });

  it('says what is missing or wrong in the form, and stores nothing', async () => {
    const cookie = await signInAs('admin');
    const post = (fields: Record<string, string>) =>
      call('/admin/api/uploadaudiofile', { cookie, form: fields });
    await expectRefused(
      await post({ name: 'Welcome', purpose: 'GREETING' }),
      400,
      'Please choose an audio file',
    );
    await expectRefused(
      await uploadAudio(cookie, { data: new Uint8Array(0), fileName: '' }),
      400,
      'Please choose an audio file',
    );
    await expectRefused(await uploadAudio(cookie, { name: '   ' }), 400, 'Please enter a name');
    await expectRefused(
      await uploadAudio(cookie, { name: 'a'.repeat(101) }),
      400,
      'Name must be at most 100 characters',
    );
    await expectRefused(
      await uploadAudio(cookie, { purpose: 'RINGTONE' }),
      400,
      'Please choose what the file is for',
    );
    await expectRefused(
      await call('/admin/api/uploadaudiofile', {
        cookie,
        json: { name: 'x' },
      }),
      415,
      'Expected form data',
    );
    expect(await rows()).toEqual([]);
    expect(await r2Keys()).toEqual([]);
  });
});

describe('GET {prefix}/api/getaudiofiles', () => {
  it('lists by purpose (greeting, no credits, friend prompt), then newest first, with play URLs under the prefix', async () => {
    const cookie = await signInAs('admin');
    expect(await list(cookie)).toEqual([]);
    await uploaded(cookie, { name: 'Prompt', purpose: 'FRIEND_PROMPT' });
    await uploaded(cookie, { name: 'Old hello', purpose: 'GREETING' });
    await uploaded(cookie, { name: 'Empty', purpose: 'NO_CREDITS' });
    await uploaded(cookie, { name: 'New hello', purpose: 'GREETING' });
    const files = await list(cookie);
    expect(summary(files)).toEqual([
      ['New hello', 'GREETING', true],
      ['Old hello', 'GREETING', false],
      ['Empty', 'NO_CREDITS', true],
      ['Prompt', 'FRIEND_PROMPT', true],
    ]);
    const staff = await list(await signInAs('employee1'), '/employee1');
    expect(staff.map((file) => file.uri)).toEqual(
      files.map((file) => file.uri.replace('/admin/', '/employee1/')),
    );
  });
});
