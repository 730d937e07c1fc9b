import type { UploadedFilesAnswer } from '@app/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { callerColumns, type HotRead, ONE_ROW } from '../auth/caller-check';
import type { Db } from '../db/client';
import { compiledQuery, type RowOf } from '../db/compiled';
import { files } from '../db/schema';

// Queries of the inmate's files (spec §3 uploaded file). Staff audio files (no inmate) are the admin remote's.

export const fileUri = (id: number) => `/api/files/${id}`;

const FILE_FIELDS = {
  id: files.id,
  code: files.code,
  description: files.description,
  contentType: files.contentType,
  size: files.size,
  createdAt: files.createdAt,
};

/**
 * spec §3 uploaded file: the inmate's files, newest first, with the caller facts (a hot read,
 * auth/caller-check.ts; key `id`). Bound with `{ inmateId }`.
 */
export const inmateFilesQuery: HotRead<FileRow> = compiledQuery((db) =>
  db
    .select({ ...callerColumns(), ...FILE_FIELDS })
    .from(ONE_ROW)
    .leftJoin(files, eq(files.inmateId, sql.placeholder('inmateId')))
    .orderBy(desc(files.createdAt), desc(files.id)),
);

type FileRow = RowOf<typeof FILE_FIELDS>;

/** The files as answered: each with the address it is downloaded from. */
export function inmateFilesFrom(rows: FileRow[]): UploadedFilesAnswer {
  return rows.map((row) => ({ ...row, uri: fileUri(row.id) }));
}

export async function findInmateFile(db: Db, inmateId: number, fileId: number) {
  return db.query.files.findFirst({ where: and(eq(files.id, fileId), eq(files.inmateId, inmateId)) });
}

export async function findFile(db: Db, fileId: number) {
  return db.query.files.findFirst({ where: eq(files.id, fileId) });
}

export async function insertFile(db: Db, values: typeof files.$inferInsert) {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('file not recorded');
  return row;
}

export async function deleteFileRow(db: Db, fileId: number) {
  await db.delete(files).where(eq(files.id, fileId));
}
