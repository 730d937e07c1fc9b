import { env } from 'cloudflare:workers';
import { AUDIO_FILE_MAX_BYTES, audioFilesAnswerSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test/contracts';
import { signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { expectRefused } from '../admin/admin-test-helpers';
import { getDb } from '../db/client';
import {
  audioBytes,
  HEADS,
  postId,
  r2Bytes,
  r2Keys,
  replaceForm,
  rows,
  summary,
  uploadAudio,
  uploaded,
} from './audio-test-helpers';
import { activeAudioFile } from './queries';

// The audio file manager's calls (spec §2 screen 20, docs/architecture.md "Audio files") against real D1 and R2.

const list = async (cookie: string, prefix = '/admin') =>
  answer('getaudiofiles', audioFilesAnswerSchema, await call(`${prefix}/api/getaudiofiles`, { cookie }));

describe('POST {prefix}/api/uploadaudiofile', () => {
  it.each([
    ['WAV', HEADS.wav, 'audio/wav', 'welcome.wav'],
    ['MP3 (ID3)', HEADS.mp3, 'audio/mpeg', 'welcome.mp3'],
    ['MP3 (a bare frame)', HEADS.mp3Frame, 'audio/mpeg', 'welcome.mp3'],
    ['OGG', HEADS.ogg, 'audio/ogg', 'welcome.ogg'],
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
      data: audioBytes(HEADS.ogg),
      type: 'application/octet-stream',
      fileName: 'prompt',
    });
    expect(files[0]?.contentType).toBe('audio/ogg');
  });

  it.each([
    ['a PNG named .wav', HEADS.png, 'audio/wav', 'fake.wav'],
    ['text named .mp3', HEADS.text, 'audio/mpeg', 'fake.mp3'],
    ['FLAC (audio, but not one the phone plays)', HEADS.flac, 'audio/flac', 'song.flac'],
  ])('refuses %s with 415 and stores nothing', async (_kind, head, type, fileName) => {
    const response = await uploadAudio(await signInAs('admin'), { data: audioBytes(head), type, fileName });
    await expectRefused(response, 415, 'Only WAV, MP3 or OGG audio files can be uploaded');
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

describe('one active file per purpose', () => {
  it('the newest upload is active; activate makes an older one active; deleting the active one activates the newest left', async () => {
    const cookie = await signInAs('admin');
    const first = (await uploaded(cookie, { name: 'First' }))[0]?.id ?? 0;
    const second = (await uploaded(cookie, { name: 'Second' }))[0]?.id ?? 0;
    await uploaded(cookie, { name: 'Other', purpose: 'NO_CREDITS' });
    const third = (await uploaded(cookie, { name: 'Third' }))[0]?.id ?? 0;
    expect(summary(await list(cookie))).toEqual([
      ['Third', 'GREETING', true],
      ['Second', 'GREETING', false],
      ['First', 'GREETING', false],
      ['Other', 'NO_CREDITS', true],
    ]);

    const activated = await answer(
      'activateaudiofile',
      audioFilesAnswerSchema,
      await postId('/admin/api/activateaudiofile', cookie, first),
    );
    expect(summary(activated)).toEqual([
      ['Third', 'GREETING', false],
      ['Second', 'GREETING', false],
      ['First', 'GREETING', true],
      ['Other', 'NO_CREDITS', true],
    ]);
    // Activating the active file again changes nothing.
    expect(
      summary(
        await answer(
          'activateaudiofile (again)',
          audioFilesAnswerSchema,
          await postId('/admin/api/activateaudiofile', cookie, first),
        ),
      ),
    ).toEqual(summary(activated));

    const deleted = await answer(
      'deleteaudiofile',
      audioFilesAnswerSchema,
      await postId('/admin/api/deleteaudiofile', cookie, first),
    );
    expect(summary(deleted)).toEqual([
      ['Third', 'GREETING', true],
      ['Second', 'GREETING', false],
      ['Other', 'NO_CREDITS', true],
    ]);
    // Deleting a file that is not active leaves the active one as it is.
    const kept = await answer(
      'deleteaudiofile (inactive)',
      audioFilesAnswerSchema,
      await postId('/admin/api/deleteaudiofile', cookie, second),
    );
    expect(summary(kept)).toEqual([
      ['Third', 'GREETING', true],
      ['Other', 'NO_CREDITS', true],
    ]);
    await postId('/admin/api/deleteaudiofile', cookie, third);
    expect(summary(await list(cookie))).toEqual([['Other', 'NO_CREDITS', true]]);
  });

  it('parallel uploads of one purpose leave exactly one active file, the last one recorded', async () => {
    const cookie = await signInAs('admin');
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        uploadAudio(cookie, { name: `Take ${index}`, data: audioBytes(HEADS.wav, 256, index) }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const stored = await rows();
    expect(stored).toHaveLength(6);
    const active = stored.filter((row) => row.active);
    expect(active).toHaveLength(1);
    expect(active[0]?.id).toBe(Math.max(...stored.map((row) => row.id)));
    expect(await r2Keys()).toHaveLength(6);
  });

  it('activeAudioFile gives the phone system the active file of a purpose, or nothing', async () => {
    const cookie = await signInAs('admin');
    const db = getDb(env.DB);
    expect(await activeAudioFile(db, 'GREETING')).toBeUndefined();
    await uploaded(cookie, { name: 'Old' });
    await uploaded(cookie, { name: 'New', data: audioBytes(HEADS.ogg), type: 'audio/ogg' });
    const newest = (await rows()).at(-1);
    expect(await activeAudioFile(db, 'GREETING')).toEqual({
      id: newest?.id,
      r2Key: newest?.r2Key,
      contentType: 'audio/ogg',
      updatedAt: newest?.updatedAt,
    });
    expect(await activeAudioFile(db, 'NO_CREDITS')).toBeUndefined();
  });
});

describe('POST {prefix}/api/replaceaudiofile', () => {
  it('keeps the id, the key and whether it is active, and changes the bytes, their type and the play URL', async () => {
    const cookie = await signInAs('admin');
    const [before] = await uploaded(cookie);
    const [row] = await rows();
    const data = audioBytes(HEADS.mp3, 777, 3);
    const after = await answer(
      'replaceaudiofile',
      audioFilesAnswerSchema,
      await call('/admin/api/replaceaudiofile', { cookie, body: replaceForm(before?.id ?? 0, data) }),
    );
    const [replaced] = await rows();
    expect(after).toEqual([
      {
        ...before,
        contentType: 'audio/mpeg',
        size: 777,
        uri: `/admin/api/audiofiles/${before?.id}?v=${encodeURIComponent(replaced?.updatedAt ?? '')}`,
      },
    ]);
    expect(after[0]?.uri).not.toBe(before?.uri);
    expect(replaced?.r2Key).toBe(row?.r2Key);
    expect((replaced?.updatedAt ?? '') > (row?.updatedAt ?? '')).toBe(true);
    expect(await r2Bytes(row?.r2Key ?? '')).toEqual(data);
    expect(await r2Keys()).toHaveLength(1);
  });

  it('refuses wrong bytes (415), an unknown file (404), no file or a bad id (400), and changes nothing', async () => {
    const cookie = await signInAs('admin');
    const data = audioBytes(HEADS.wav);
    const [file] = await uploaded(cookie, { data });
    const replace = (body: FormData) => call('/admin/api/replaceaudiofile', { cookie, body });
    await expectRefused(
      await replace(replaceForm(file?.id ?? 0, audioBytes(HEADS.png), 'audio/mpeg')),
      415,
      'Only WAV, MP3 or OGG audio files can be uploaded',
    );
    await expectRefused(await replace(replaceForm(999999)), 404, 'Audio file not found');
    const noFile = new FormData();
    noFile.set('id', String(file?.id));
    await expectRefused(await replace(noFile), 400, 'Please choose an audio file');
    await expectRefused(await replace(replaceForm('abc')), 400, 'Invalid id');
    await expectRefused(
      await replace(replaceForm(file?.id ?? 0, audioBytes(HEADS.mp3, AUDIO_FILE_MAX_BYTES + 1))),
      413,
      'Audio files can be at most 10 MB',
    );
    expect(await list(cookie)).toEqual([file]);
    const [row] = await rows();
    expect(await r2Bytes(row?.r2Key ?? '')).toEqual(data);
  });
});

describe('POST {prefix}/api/activateaudiofile and deleteaudiofile', () => {
  it('deleting removes the row and the R2 object', async () => {
    const cookie = await signInAs('admin');
    const [file] = await uploaded(cookie);
    expect(await r2Keys()).toHaveLength(1);
    const left = await answer(
      'deleteaudiofile',
      audioFilesAnswerSchema,
      await postId('/admin/api/deleteaudiofile', cookie, file?.id ?? 0),
    );
    expect(left).toEqual([]);
    expect(await rows()).toEqual([]);
    expect(await r2Keys()).toEqual([]);
  });

  it.each(['activateaudiofile', 'deleteaudiofile'])(
    '%s answers 404 for an unknown file and 400 for a bad id',
    async (path) => {
      const cookie = await signInAs('admin');
      await uploaded(cookie);
      await expectRefused(await postId(`/admin/api/${path}`, cookie, 999999), 404, 'Audio file not found');
      await expectRefused(await postId(`/admin/api/${path}`, cookie, 'one'), 400, 'Invalid id');
      await expectRefused(await postId(`/admin/api/${path}`, cookie, ''), 400, 'Invalid id');
      expect(summary(await list(cookie))).toEqual([['Welcome', 'GREETING', true]]);
      expect(await r2Keys()).toHaveLength(1);
    },
  );
});

describe('GET {prefix}/api/audiofiles/:id', () => {
  it('plays the bytes inline with their proven type, whole or by byte range', async () => {
    const cookie = await signInAs('admin');
    const data = audioBytes(HEADS.wav, 500);
    const [file] = await uploaded(cookie, { data, type: 'application/octet-stream' });
    const whole = await call(file?.uri ?? '', { cookie });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('content-disposition')).toBe('inline');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(data);

    const part = await call(file?.uri ?? '', { cookie, headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/500');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(data.slice(100, 200));
    const tail = await call(file?.uri ?? '', { cookie, headers: { range: 'bytes=-50' } });
    expect(tail.headers.get('content-range')).toBe('bytes 450-499/500');
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(data.slice(450));

    // Without the current version the answer is not kept by the browser.
    const unversioned = await call(`/admin/api/audiofiles/${file?.id}`, { cookie });
    expect(unversioned.headers.get('cache-control')).toBe('private, no-store');
    await unversioned.arrayBuffer();
  });

  it('plays for EMPLOYEE1 under /employee1 and answers 404 for an unknown file', async () => {
    const admin = await signInAs('admin');
    const data = audioBytes(HEADS.mp3);
    await uploaded(admin, { data, type: 'audio/mpeg' });
    const cookie = await signInAs('employee1');
    const [file] = await list(cookie, '/employee1');
    const response = await call(file?.uri ?? '', { cookie });
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'audio/mpeg']);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(data);
    await expectRefused(
      await call('/employee1/api/audiofiles/999999', { cookie }),
      404,
      'Audio file not found',
    );
  });
});
