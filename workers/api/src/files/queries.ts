import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';

// Queries of the inmate's files (spec §3 uploaded file). Staff audio files (no inmate) are the admin remote's.

export const fileUri = (id: number) => `/api/files/${id}`;

export async function findInmateFiles(db: Db, inmateId: number) {
  const rows = await db
    .select({
      id: files.id,
      code: files.code,
      description: files.description,
      contentType: files.contentType,
      size: files.size,
      createdAt: files.createdAt,
    })
    .from(files)
    .where(eq(files.inmateId, inmateId))
    .orderBy(desc(files.createdAt), desc(files.id));
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
