import type { AudioPurpose } from '@app/shared';
import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, id } from './columns';

/**
 * A recorded prompt the phone system plays (spec §2 screen 20, /admin/files; docs/architecture.md "Audio files"):
 * the bytes are in R2 under `r2Key` (`audio/<uuid>`, a new key for each replace). At most one file per purpose is active — the unique partial
 * index makes a second active one of a purpose impossible, whatever runs at once.
 */
export const audioFiles = sqliteTable(
  'audio_files',
  {
    id: id(),
    name: text('name').notNull(),
    purpose: text('purpose').$type<AudioPurpose>().notNull(),
    active: flag('active').notNull().default(false),
    r2Key: text('r2_key').notNull(),
    contentType: text('content_type').notNull(),
    /** Bytes. */
    size: integer('size').notNull(),
    createdAt: createdAt(),
    /** When the bytes were last uploaded or replaced (ISO 8601 UTC); play URLs carry it, so no cache plays old bytes. */
    updatedAt: createdAt('updated_at'),
  },
  (table) => [
    uniqueIndex('audio_files_active_purpose_unique').on(table.purpose).where(sql`active = 1`),
    uniqueIndex('audio_files_r2_key_unique').on(table.r2Key),
  ],
);
