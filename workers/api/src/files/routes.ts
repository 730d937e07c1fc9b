import {
  checkUpload,
  extensionFor,
  fileDescriptionSchema,
  idBodySchema,
  type UploadedFilesAnswer,
  type UploadFileAnswer,
} from '@app/shared';
import type { Context } from 'hono';
import * as z from 'zod';
import { newSecretCode } from '../account/secret-code';
import { type AccountVariables, requireAccount } from '../account/viewer';
import { readAsCaller } from '../auth/caller-check';
import { type Db, getDb } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { createRouter } from '../lib/router';
import { formBody, textBody } from '../lib/validate';
import {
  deleteFileRow,
  fileUri,
  findFile,
  findInmateFile,
  inmateFilesFrom,
  inmateFilesQuery,
  insertFile,
} from './queries';

/** docs/decisions.md "Files": the largest file an inmate account takes. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const FILE_TOO_LARGE_MESSAGE = 'The file must be at most 20 MB';
export const FILE_EMPTY_MESSAGE = 'The file is empty';
export const FILE_NOT_FOUND = 'File not found';

const uploadSchema = z.object({
  file: z.instanceof(File, { error: 'Please choose a file' }),
  description: fileDescriptionSchema,
});

type AccountEnv = AppEnv & { Variables: AccountVariables };

/** The inmate's files: getuploadedfiles (a hot read, the caller confirmed in its statement), and after a change. */
async function listAnswer<E extends AccountEnv>(c: Context<E>) {
  const rows = await readAsCaller(c, inmateFilesQuery, { inmateId: c.get('inmateId') }, 'id');
  return c.json(inmateFilesFrom(rows) satisfies UploadedFilesAnswer, 200);
}

/** Records the file under a six-digit code, unique among all files (a clash, rare, is retried). */
async function recordFile(db: Db, values: Omit<Parameters<typeof insertFile>[1], 'code'>) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await insertFile(db, { ...values, code: newSecretCode() });
    } catch (error) {
      if (!isUniqueViolation(error, 'code') || attempt >= 4) throw error;
    }
  }
}

/** spec §7 uploadfile: size and type checked here (413, 415), stored in R2 under the inmate's own prefix. */
async function upload<E extends AccountEnv>(c: Context<E>, file: File, description: string) {
  if (file.size > MAX_FILE_BYTES) fail(413, FILE_TOO_LARGE_MESSAGE);
  if (file.size === 0) fail(400, FILE_EMPTY_MESSAGE);
  const checked = checkUpload(file.type, new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!checked.ok) fail(415, checked.message);
  const db = getDb(c.env.DB);
  const r2Key = `inmates/${c.get('inmateId')}/${crypto.randomUUID()}`;
  const contentType = checked.type.contentType;
  await c.env.FILES.put(r2Key, await file.arrayBuffer(), { httpMetadata: { contentType } });
  let row: Awaited<ReturnType<typeof insertFile>>;
  try {
    row = await recordFile(db, {
      inmateId: c.get('inmateId'),
      description,
      r2Key,
      contentType,
      size: file.size,
    });
  } catch (error) {
    await c.env.FILES.delete(r2Key); // no row, no object
    throw error;
  }
  const inmate = await db.query.inmates.findFirst({
    columns: { secretCode: true },
    where: (table, { eq }) => eq(table.id, c.get('inmateId')),
  });
  const { id, code, size, createdAt } = row;
  const answer: UploadFileAnswer = {
    id,
    code,
    description: row.description,
    uri: fileUri(id),
    contentType,
    size,
    createdAt,
    // spec §7: the response carries the secret code; EMPLOYEE1 never receives it (spec §6).
    ...(c.get('viewer') !== 'employee1' && inmate && { secretCode: inmate.secretCode }),
  };
  return c.json(answer, 200);
}

/** spec §7 deletefile: only a file of the session's inmate; answers the remaining list. */
async function remove<E extends AccountEnv>(c: Context<E>, fileId: number) {
  const db = getDb(c.env.DB);
  const file = await findInmateFile(db, c.get('inmateId'), fileId);
  if (!file) fail(404, FILE_NOT_FOUND);
  await deleteFileRow(db, file.id);
  try {
    await c.env.FILES.delete(file.r2Key);
  } catch (error) {
    // The row is gone, so nobody can reach the object any more; it only takes space.
    console.error(
      `deletefile: R2 object ${file.r2Key} left: ${error instanceof Error ? error.message : error}`,
    );
  }
  return listAnswer(c);
}

/**
 * A download of the account's file: to its inmate, or staff acting as them (requireAccount: staff acting as nobody get
 * 403 `Log in as an inmate first`); 404 for any other inmate's file, so nothing says it exists.
 */
async function download(c: Context<AppEnv & { Variables: AccountVariables }>) {
  const file = await findFile(getDb(c.env.DB), Number(c.req.param('id')));
  if (!file || file.inmateId !== c.get('inmateId')) fail(404, FILE_NOT_FOUND);
  const object = await c.env.FILES.get(file.r2Key);
  if (!object) fail(404, FILE_NOT_FOUND);
  c.header('Content-Type', file.contentType);
  c.header('Content-Length', String(object.size));
  // A download, never a page of this origin.
  c.header('Content-Disposition', `attachment; filename="${file.code}.${extensionFor(file.contentType)}"`);
  c.header('Cache-Control', 'private, no-store');
  return c.body(object.body, 200);
}

/** Files of the inmate account (spec §7 "Files"), mounted under each prefix (the prefix guards pick the staff role). */
export const filePrefixedRoutes = createRouter()
  .post('/api/uploadfile', requireAccount(), formBody(uploadSchema), (c) => {
    const { file, description } = c.req.valid('form');
    return upload(c, file, description);
  })
  .get('/api/getuploadedfiles', requireAccount(), listAnswer)
  .post('/api/deletefile', requireAccount(), textBody(idBodySchema), (c) => remove(c, c.get('textBody')))
  .get('/api/files/:id{[1-9][0-9]{0,15}}', requireAccount(), download);
