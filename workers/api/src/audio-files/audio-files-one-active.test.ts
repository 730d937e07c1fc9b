import { env } from 'cloudflare:workers';
import { audioFilesAnswerSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test/contracts';
import { signInAs } from '../../test/fixtures';
import { getDb } from '../db/client';
import {
  audioBytes,
  HEADS,
  list,
  postId,
  r2Keys,
  rows,
  summary,
  uploadAudio,
  uploaded,
} from './audio-test-helpers';
import { activeAudioFile } from './queries';

// The audio file manager's calls (spec §2 screen 20, docs/architecture.md "Audio files") against real D1 and R2.

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
    await uploaded(cookie, { name: 'New', data: audioBytes(HEADS.mp3), type: 'audio/mpeg' });
    const newest = (await rows()).at(-1);
    expect(await activeAudioFile(db, 'GREETING')).toEqual({
      id: newest?.id,
      r2Key: newest?.r2Key,
      contentType: 'audio/mpeg',
      updatedAt: newest?.updatedAt,
    });
    expect(await activeAudioFile(db, 'NO_CREDITS')).toBeUndefined();
  });
});
