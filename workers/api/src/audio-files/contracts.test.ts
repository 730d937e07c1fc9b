import { audioFileAnswerSchema, audioFilesAnswerSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test/contracts';
import { signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { audioBytes, HEADS, postId, replaceForm, uploadForm } from './audio-test-helpers';

// Every call of the audio file manager on real D1 and R2, its answer parsed with the strict shared contract
// (shared/src/contracts/audio-files.ts), under both prefixes: an extra field (the R2 key) or a renamed one fails.

describe('audio file answers follow the shared contract', () => {
  it.each(['/admin', '/employee1'] as const)('every call under %s', async (prefix) => {
    const cookie = await signInAs(prefix === '/admin' ? 'admin' : 'employee1');
    const api = (path: string) => `${prefix}/api/${path}`;
    const empty = await answer(
      'getaudiofiles',
      audioFilesAnswerSchema,
      await call(api('getaudiofiles'), { cookie }),
    );
    expect(empty).toEqual([]);
    const uploaded = await answer(
      'uploadaudiofile',
      audioFilesAnswerSchema,
      await call(api('uploadaudiofile'), { cookie, body: uploadForm() }),
    );
    await answer(
      'uploadaudiofile (second)',
      audioFilesAnswerSchema,
      await call(api('uploadaudiofile'), {
        cookie,
        body: uploadForm({ name: 'Second', data: audioBytes(HEADS.mp3), type: 'audio/mpeg' }),
      }),
    );
    const id = uploaded[0]?.id ?? 0;
    expect(uploaded[0]?.uri.startsWith(`${prefix}/api/audiofiles/${id}?v=`)).toBe(true);
    await answer(
      'replaceaudiofile',
      audioFilesAnswerSchema,
      await call(api('replaceaudiofile'), { cookie, body: replaceForm(id) }),
    );
    await answer(
      'activateaudiofile',
      audioFilesAnswerSchema,
      await postId(api('activateaudiofile'), cookie, id),
    );
    const left = await answer(
      'deleteaudiofile',
      audioFilesAnswerSchema,
      await postId(api('deleteaudiofile'), cookie, id),
    );
    expect(left.map((file) => file.name)).toEqual(['Second']);
    await answer('getaudiofiles', audioFilesAnswerSchema, await call(api('getaudiofiles'), { cookie }));
  });

  it('the strict schema refuses the R2 key and a purpose it does not name', () => {
    const file = {
      id: 1,
      name: 'Welcome',
      purpose: 'GREETING',
      active: true,
      contentType: 'audio/wav',
      size: 44,
      uri: '/admin/api/audiofiles/1?v=1',
      createdAt: '2026-11-24T00:00:00.000Z',
    };
    expect(audioFileAnswerSchema.safeParse(file).success).toBe(true);
    expect(audioFileAnswerSchema.safeParse({ ...file, r2Key: 'audio/x' }).success).toBe(false);
    expect(audioFileAnswerSchema.safeParse({ ...file, purpose: 'RINGTONE' }).success).toBe(false);
  });
});
