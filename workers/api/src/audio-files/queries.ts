import { AUDIO_PURPOSES, type AudioFileAnswer, type AudioPurpose } from '@app/shared';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { callerColumns, type HotRead, ONE_ROW } from '../auth/caller-check';
import type { Db } from '../db/client';
import { compiledQuery, type RowOf } from '../db/compiled';
import { audioFiles } from '../db/schema';

// Queries of the audio file manager (spec §2 screen 20, docs/architecture.md "Audio files"). One file per purpose is
// active: every change of the active file is one db.batch (one D1 transaction) that clears the old one before it
// sets the new, and the unique partial index audio_files_active_purpose_unique refuses a second one whatever runs.

/** Where a file plays: under the caller's prefix, versioned by its last upload so no cache plays old bytes. */
export const audioFileUri = (prefix: '/admin' | '/employee1', id: number, updatedAt: string) =>
  `${prefix}/api/audiofiles/${id}?v=${encodeURIComponent(updatedAt)}`;

/** The purposes in the order of AUDIO_PURPOSES (the screen's order), not alphabetical. */
const purposeOrder = sql`CASE ${audioFiles.purpose} ${sql.join(
  AUDIO_PURPOSES.map((purpose, index) => sql`WHEN ${purpose} THEN ${index}`),
  sql` `,
)} ELSE ${AUDIO_PURPOSES.length} END`;

const LIST_COLUMNS = {
  id: audioFiles.id,
  name: audioFiles.name,
  purpose: audioFiles.purpose,
  active: audioFiles.active,
  contentType: audioFiles.contentType,
  size: audioFiles.size,
  createdAt: audioFiles.createdAt,
  updatedAt: audioFiles.updatedAt,
};

/**
 * Every audio file, by purpose, then newest first, as a hot read (auth/caller-check.ts readAsCaller): the caller
 * facts beside the files' columns, the files LEFT JOINed to one row (key `id`). Answer its rows through
 * `audioFileAnswers`.
 */
export const audioFilesQuery: HotRead<RowOf<typeof LIST_COLUMNS>> = compiledQuery((db) =>
  db
    .select({ ...callerColumns(), ...LIST_COLUMNS })
    .from(ONE_ROW)
    .leftJoin(audioFiles, sql`1`)
    .orderBy(purposeOrder, desc(audioFiles.createdAt), desc(audioFiles.id)),
);

/** The list's rows as the answer, each playing under the caller's prefix. */
export const audioFileAnswers = (
  rows: RowOf<typeof LIST_COLUMNS>[],
  prefix: '/admin' | '/employee1',
): AudioFileAnswer[] =>
  rows.map(({ updatedAt, ...row }) => ({ ...row, uri: audioFileUri(prefix, row.id, updatedAt) }));

export async function findAudioFile(db: Db, id: number) {
  return db.query.audioFiles.findFirst({ where: eq(audioFiles.id, id) });
}

/**
 * The active file of a purpose, for the phone system to play (its bytes: R2 `r2Key`); undefined when staff have
 * uploaded none for it yet.
 */
export async function activeAudioFile(
  db: Db,
  purpose: AudioPurpose,
): Promise<{ id: number; r2Key: string; contentType: string; updatedAt: string } | undefined> {
  return db
    .select({
      id: audioFiles.id,
      r2Key: audioFiles.r2Key,
      contentType: audioFiles.contentType,
      updatedAt: audioFiles.updatedAt,
    })
    .from(audioFiles)
    .where(and(eq(audioFiles.purpose, purpose), eq(audioFiles.active, true)))
    .get();
}

/** Records an uploaded file as the active one of its purpose: the old active file is cleared in the same batch. */
export async function insertActiveAudioFile(
  db: Db,
  file: { name: string; purpose: AudioPurpose; r2Key: string; contentType: string; size: number },
): Promise<number> {
  const [, inserted] = await db.batch([
    db
      .update(audioFiles)
      .set({ active: false })
      .where(and(eq(audioFiles.purpose, file.purpose), eq(audioFiles.active, true))),
    db
      .insert(audioFiles)
      .values({ ...file, active: true })
      .returning({ id: audioFiles.id }),
  ]);
  const [row] = inserted;
  if (!row) throw new Error('audio file not recorded');
  return row.id;
}

/**
 * Makes a file the active one of its purpose; false when there is no such file (then nothing changed). The
 * purpose is read inside the statement, so the batch needs no earlier read.
 */
export async function activateAudioFile(db: Db, id: number): Promise<boolean> {
  const [, activated] = await db.batch([
    db
      .update(audioFiles)
      .set({ active: false })
      .where(
        and(
          eq(audioFiles.active, true),
          ne(audioFiles.id, id),
          sql`${audioFiles.purpose} = (SELECT chosen.purpose FROM audio_files AS chosen WHERE chosen.id = ${id})`,
        ),
      ),
    db.update(audioFiles).set({ active: true }).where(eq(audioFiles.id, id)),
  ]);
  return activated.meta.changes === 1;
}

/**
 * Points a file at its new bytes (already in R2 under their new key): the key, their type and size, and a later
 * `updatedAt` (so the play URL changes), only while the row is still the version read before (`previousUpdatedAt`).
 * False when it is not (another replace or a delete came first): then nothing changed.
 */
export async function recordReplacedAudioFile(
  db: Db,
  file: { id: number; previousUpdatedAt: string; r2Key: string; contentType: string; size: number },
): Promise<boolean> {
  let updatedAt = new Date().toISOString();
  // Always later than the version read: two uploads within one millisecond still give two play URLs, and a replace
  // that read the old version can never match the new one.
  if (updatedAt <= file.previousUpdatedAt)
    updatedAt = new Date(Date.parse(file.previousUpdatedAt) + 1).toISOString();
  const result = await db
    .update(audioFiles)
    .set({ r2Key: file.r2Key, contentType: file.contentType, size: file.size, updatedAt })
    .where(and(eq(audioFiles.id, file.id), eq(audioFiles.updatedAt, file.previousUpdatedAt)));
  return result.meta.changes === 1;
}

/**
 * Deletes a file's row; when it was the active one of its purpose, the newest remaining file of that purpose becomes
 * active in the same batch. Answers the R2 key the row held as it went (a replace may have moved it since the row was
 * read), or undefined when it was already gone.
 */
export async function deleteAudioFileRow(
  db: Db,
  file: { id: number; purpose: AudioPurpose },
): Promise<string | undefined> {
  const [deleted] = await db.batch([
    db.delete(audioFiles).where(eq(audioFiles.id, file.id)).returning({ r2Key: audioFiles.r2Key }),
    db
      .update(audioFiles)
      .set({ active: true })
      .where(
        and(
          sql`${audioFiles.id} = (SELECT newest.id FROM audio_files AS newest WHERE newest.purpose = ${file.purpose}
            ORDER BY newest.created_at DESC, newest.id DESC LIMIT 1)`,
          sql`NOT EXISTS (SELECT 1 FROM audio_files AS held WHERE held.purpose = ${file.purpose}
            AND held.active = 1)`,
        ),
      ),
  ]);
  return deleted[0]?.r2Key;
}
