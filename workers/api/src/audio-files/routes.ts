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

/**
 * Deletes an object no row names (any more, or yet). A failure is logged, not answered: nothing reaches the object,
 * it only takes space, and the call's outcome (or its own error) stands.
 */
async function removeObject<E extends AppEnv>(c: Context<E>, key: string, call: string) {
  try {
    await c.env.FILES.delete(key);
  } catch (error) {
    console.error(`${call}: R2 object ${key} left: ${error instanceof Error ? error.message : error}`);
  }
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
  // New bytes under a new key; the row then moves to them only if it is still the version read (its updated_at), and
  // the old object goes last. Until the row moves it describes the old bytes, which are still there: a failed row
  // update (500) or a lost one (another replace, 409; a delete, 404) removes the new object and changes nothing.
  .post('/api/replaceaudiofile', staffOnly(), formBody(replaceAudioFileSchema), async (c) => {
    const { id, file } = c.req.valid('form');
    const stored = await findOr404(c, id);
    const audio = await checkedAudio(file);
    const r2Key = `audio/${crypto.randomUUID()}`;
    await c.env.FILES.put(r2Key, audio.bytes, { httpMetadata: { contentType: audio.contentType } });
    const db = getDb(c.env.DB);
    let recorded: boolean;
    try {
      recorded = await recordReplacedAudioFile(db, {
        id,
        previousUpdatedAt: stored.updatedAt,
        r2Key,
        contentType: audio.contentType,
        size: audio.bytes.byteLength,
      });
    } catch (error) {
      await removeObject(c, r2Key, 'replaceaudiofile');
      throw error;
    }
    if (!recorded) {
      await removeObject(c, r2Key, 'replaceaudiofile');
      if (!(await findAudioFile(db, id))) fail(404, AUDIO_FILE_MESSAGES.notFound);
      fail(409, AUDIO_FILE_MESSAGES.changed);
    }
    await removeObject(c, stored.r2Key, 'replaceaudiofile');
    return listAnswer(c);
  })
  .post('/api/activateaudiofile', staffOnly(), textBody(idBodySchema), async (c) => {
    if (!(await activateAudioFile(getDb(c.env.DB), c.get('textBody'))))
      fail(404, AUDIO_FILE_MESSAGES.notFound);
    return listAnswer(c);
  })
  // The row first, then the object it held as it went (a replace since the read moved it to a new key): a file is
  // never listed without its bytes.
  .post('/api/deleteaudiofile', staffOnly(), textBody(idBodySchema), async (c) => {
    const stored = await findOr404(c, c.get('textBody'));
    const r2Key = await deleteAudioFileRow(getDb(c.env.DB), stored);
    if (r2Key === undefined) fail(404, AUDIO_FILE_MESSAGES.notFound);
    await removeObject(c, r2Key, 'deleteaudiofile');
    return listAnswer(c);
  })
  .get('/api/audiofiles/:id{[1-9][0-9]{0,15}}', staffOnly(), async (c) =>
    streamAudioFile(c, await findOr404(c, Number(c.req.param('id')))),
  );
