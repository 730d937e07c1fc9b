import { AUDIO_FILE_MAX_BYTES, audioFilesAnswerSchema } from '@app/shared';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '../../test/contracts';
import { signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { expectRefused } from '../admin/admin-test-helpers';
import {
  audioBytes,
  HEADS,
  hookD1Sessions,
  list,
  postId,
  r2Bytes,
  r2Keys,
  replaceForm,
  replaceHeldAfterPut,
  rows,
  summary,
  uploaded,
} from './audio-test-helpers';

// The audio file manager's calls (spec §2 screen 20, docs/architecture.md "Audio files") against real D1 and R2.
// A replace writes its bytes under a new key and moves the row to them only if no other change came first.

describe('POST {prefix}/api/replaceaudiofile', () => {
  it('keeps the id and whether it is active; new bytes under a new key, their type, size and play URL; the old key goes', async () => {
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
    expect(replaced?.r2Key).toMatch(/^audio\/[0-9a-f-]{36}$/);
    expect(replaced?.r2Key).not.toBe(row?.r2Key);
    expect((replaced?.updatedAt ?? '') > (row?.updatedAt ?? '')).toBe(true);
    expect(await r2Bytes(replaced?.r2Key ?? '')).toEqual(data);
    expect(await r2Keys()).toEqual([replaced?.r2Key]);
    // The page plays the new bytes from the new key.
    const played = await call(after[0]?.uri ?? '', { cookie });
    expect(played.headers.get('content-type')).toBe('audio/mpeg');
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(data);
  });

  it("refuses OGG bytes (Twilio's <Play> cannot play them) with 415 and keeps the old file", async () => {
    const cookie = await signInAs('admin');
    const data = audioBytes(HEADS.wav, 500);
    const [file] = await uploaded(cookie, { data });
    const [row] = await rows();
    await expectRefused(
      await call('/admin/api/replaceaudiofile', {
        cookie,
        body: replaceForm(file?.id ?? 0, audioBytes(HEADS.ogg, 900), 'audio/ogg'),
      }),
      415,
      'Only WAV or MP3 audio files can be uploaded',
    );
    expect(await list(cookie)).toEqual([file]);
    expect(await rows()).toEqual([row]);
    expect(await r2Keys()).toEqual([row?.r2Key]);
    expect(await r2Bytes(row?.r2Key ?? '')).toEqual(data);
  });

  it('refuses wrong bytes (415), an unknown file (404), no file or a bad id (400), and changes nothing', async () => {
    const cookie = await signInAs('admin');
    const data = audioBytes(HEADS.wav);
    const [file] = await uploaded(cookie, { data });
    const replace = (body: FormData) => call('/admin/api/replaceaudiofile', { cookie, body });
    await expectRefused(
      await replace(replaceForm(file?.id ?? 0, audioBytes(HEADS.png), 'audio/mpeg')),
      415,
      'Only WAV or MP3 audio files can be uploaded',
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

describe('POST {prefix}/api/replaceaudiofile: R2 and D1 agree whatever fails or runs at once', () => {
  it('a replace whose row update fails answers 500 and changes nothing: the old bytes still play', async () => {
    const cookie = await signInAs('admin');
    const original = audioBytes(HEADS.wav, 500);
    const [file] = await uploaded(cookie, { data: original });
    const [row] = await rows();
    hookD1Sessions({
      prepare: (query) => {
        if (/^update "audio_files" set .*"content_type"/i.test(query)) throw new Error('D1 is unavailable');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await call('/admin/api/replaceaudiofile', {
      cookie,
      body: replaceForm(file?.id ?? 0, audioBytes(HEADS.mp3, 777, 3)),
    });
    vi.restoreAllMocks();
    expect(response.status).toBe(500);
    await response.arrayBuffer();
    // The row still describes the old WAV of 500 bytes, R2 still holds them, and the new bytes are gone.
    expect(await rows()).toEqual([row]);
    expect(await r2Bytes(row?.r2Key ?? '')).toEqual(original);
    expect(await r2Keys()).toEqual([row?.r2Key]);
  });

  it('of two replaces at once the first to record wins; the other answers 409 and its bytes are removed', async () => {
    const cookie = await signInAs('admin');
    const [file] = await uploaded(cookie, { data: audioBytes(HEADS.wav, 500) });
    const id = file?.id ?? 0;
    // Replace A's bytes are written first and it is slow to go on; replace B runs entirely meanwhile.
    const replaceA = await replaceHeldAfterPut(cookie, id, audioBytes(HEADS.mp3, 777, 3));
    const second = audioBytes(HEADS.wav, 1234, 5);
    const replaceB = await call('/admin/api/replaceaudiofile', {
      cookie,
      body: replaceForm(id, second, 'audio/wav'),
    });
    expect(replaceB.status).toBe(200);
    await replaceB.arrayBuffer();
    replaceA.release();
    await expectRefused(
      await replaceA.answered,
      409,
      'This audio file was changed meanwhile: reload and try again',
    );
    // What the list says (type, size) is what plays: B's WAV of 1234 bytes, the only object left.
    const [now] = await rows();
    const [listed] = await list(cookie);
    expect([listed?.contentType, listed?.size]).toEqual(['audio/wav', 1234]);
    expect(await r2Bytes(now?.r2Key ?? '')).toEqual(second);
    expect(await r2Keys()).toEqual([now?.r2Key]);
  });

  it('a replace that loses to a delete answers 404 and leaves no bytes behind', async () => {
    const cookie = await signInAs('admin');
    const [file] = await uploaded(cookie);
    const replace = await replaceHeldAfterPut(cookie, file?.id ?? 0, audioBytes(HEADS.mp3, 777, 3));
    const deleted = await postId('/admin/api/deleteaudiofile', cookie, file?.id ?? 0);
    expect(deleted.status).toBe(200);
    await deleted.arrayBuffer();
    replace.release();
    await expectRefused(await replace.answered, 404, 'Audio file not found');
    expect(await rows()).toEqual([]);
    expect(await r2Keys()).toEqual([]);
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

  it('deleting removes the bytes a replace moved the file to after the delete read it', async () => {
    const cookie = await signInAs('admin');
    const [file] = await uploaded(cookie);
    let deleting = false;
    let replaced = false;
    hookD1Sessions({
      prepare: (query) => {
        if (/^delete from "audio_files"/i.test(query)) deleting = true;
      },
      // Just before the delete's batch, a whole replace lands: the row now names a new key.
      batch: async () => {
        if (!deleting || replaced) return;
        replaced = true;
        const response = await call('/admin/api/replaceaudiofile', {
          cookie,
          body: replaceForm(file?.id ?? 0),
        });
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      },
    });
    const response = await postId('/admin/api/deleteaudiofile', cookie, file?.id ?? 0);
    vi.restoreAllMocks();
    expect(replaced).toBe(true);
    expect(await answer('deleteaudiofile', audioFilesAnswerSchema, response)).toEqual([]);
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
