import {
  AUDIO_FILE_MESSAGES,
  type AudioFilesAnswer,
  idBodySchema,
  replaceAudioFileSchema,
  uploadAudioFileSchema,
} from '@app/shared';
import type { Context } from 'hono';
import { readAsCaller } from '../auth/caller-check';
import { requireStaff } from '../auth/guards';
import { getDb } from '../db/client';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { createRouter } from '../lib/router';
import { formBody, textBody } from '../lib/validate';
import { checkedAudio } from './audio-bytes';
import {
  activateAudioFile,
  audioFileAnswers,
  audioFilesQuery,
  deleteAudioFileRow,
  findAudioFile,
  insertActiveAudioFile,
  recordReplacedAudioFile,
} from './queries';
import { streamAudioFile } from './stream';

// The audio file manager's calls (spec §2 screen 20, docs/architecture.md "Audio files"), mounted under /admin and
// /employee1 only (app.ts): the prefix guards let ADMIN, and EMPLOYEE1 or ADMIN, through; each route checks a staff
// member again, so it never answers without one. Every change answers the whole list.

const staffOnly = () => requireStaff('ADMIN', 'EMPLOYEE1');

/** The prefix the call came under: the play URLs of the answer stay under it. */
const prefixOf = <E extends AppEnv>(c: Context<E>) =>
  c.req.path.startsWith('/employee1/') ? '/employee1' : '/admin';

/** The list, in one D1 round trip that also confirms the caller of GET getaudiofiles (auth/caller-check.ts). */
async function listAnswer<E extends AppEnv>(c: Context<E>) {
  const rows = await readAsCaller(c, audioFilesQuery, {}, 'id');
  return c.json(audioFileAnswers(rows, prefixOf(c)) satisfies AudioFilesAnswer, 200);
}

async function findOr404<E extends AppEnv>(c: Context<E>, id: number) {
  const file = await findAudioFile(getDb(c.env.DB), id);
  if (!file) fail(404, AUDIO_FILE_MESSAGES.notFound);
  return file;
}

export const audioFileRoutes = createRouter()
  .get('/api/getaudiofiles', staffOnly(), listAnswer)
  // The bytes go to R2 first, then the row (which makes the file the active one of its purpose): a failed row write
  // removes the object, so there is never a row without its bytes.
  .post('/api/uploadaudiofile', staffOnly(), formBody(uploadAudioFileSchema), async (c) => {
    const { name, purpose, file } = c.req.valid('form');
    const audio = await checkedAudio(file);
    const r2Key = `audio/${crypto.randomUUID()}`;
    await c.env.FILES.put(r2Key, audio.bytes, { httpMetadata: { contentType: audio.contentType } });
    try {
      await insertActiveAudioFile(getDb(c.env.DB), {
        name,
        purpose,
        r2Key,
        contentType: audio.contentType,
        size: audio.bytes.byteLength,
      });
    } catch (error) {
      await c.env.FILES.delete(r2Key);
      throw error;
    }
    return listAnswer(c);
  })
  // New bytes under the same key; the row then records their type, size and time. A file deleted meanwhile loses
  // the bytes just written too.
  .post('/api/replaceaudiofile', staffOnly(), formBody(replaceAudioFileSchema), async (c) => {
    const { id, file } = c.req.valid('form');
    const stored = await findOr404(c, id);
    const audio = await checkedAudio(file);
    await c.env.FILES.put(stored.r2Key, audio.bytes, { httpMetadata: { contentType: audio.contentType } });
    const recorded = await recordReplacedAudioFile(getDb(c.env.DB), {
      id,
      previousUpdatedAt: stored.updatedAt,
      contentType: audio.contentType,
      size: audio.bytes.byteLength,
    });
    if (!recorded) {
      await c.env.FILES.delete(stored.r2Key);
      fail(404, AUDIO_FILE_MESSAGES.notFound);
    }
    return listAnswer(c);
  })
  .post('/api/activateaudiofile', staffOnly(), textBody(idBodySchema), async (c) => {
    if (!(await activateAudioFile(getDb(c.env.DB), c.get('textBody'))))
      fail(404, AUDIO_FILE_MESSAGES.notFound);
    return listAnswer(c);
  })
  // The row first, then the object: a file is never listed without its bytes.
  .post('/api/deleteaudiofile', staffOnly(), textBody(idBodySchema), async (c) => {
    const stored = await findOr404(c, c.get('textBody'));
    if (!(await deleteAudioFileRow(getDb(c.env.DB), stored))) fail(404, AUDIO_FILE_MESSAGES.notFound);
    try {
      await c.env.FILES.delete(stored.r2Key);
    } catch (error) {
      // The row is gone, so nothing reaches the object any more; it only takes space.
      console.error(
        `deleteaudiofile: R2 object ${stored.r2Key} left: ${error instanceof Error ? error.message : error}`,
      );
    }
    return listAnswer(c);
  })
  .get('/api/audiofiles/:id{[1-9][0-9]{0,15}}', staffOnly(), async (c) =>
    streamAudioFile(c, await findOr404(c, Number(c.req.param('id')))),
  );
