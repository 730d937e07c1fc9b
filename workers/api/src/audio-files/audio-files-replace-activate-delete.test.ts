import { AUDIO_FILE_MAX_BYTES, audioFilesAnswerSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test/contracts';
import { signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { expectRefused } from '../admin/admin-test-helpers';
import {
  audioBytes,
  HEADS,
  list,
  postId,
  r2Bytes,
  r2Keys,
  replaceForm,
  rows,
  summary,
  uploaded,
} from './audio-test-helpers';

// The audio file manager's calls (spec §2 screen 20, docs/architecture.md "Audio files") against real D1 and R2.

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
