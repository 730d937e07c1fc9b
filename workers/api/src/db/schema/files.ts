import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { inmates } from './inmates';

/** An inmate's uploaded file (spec §3), stored in R2 under `r2Key`; staff audio prompts are `audio_files`. */
export const files = sqliteTable(
  'files',
  {
    id: id(),
    inmateId: integer('inmate_id').references(() => inmates.id),
    /** The code the upload answers with (spec §7 uploadfile "response carries the secret code"). */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    r2Key: text('r2_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('files_inmate_idx').on(table.inmateId),
    uniqueIndex('files_code_unique').on(table.code),
    uniqueIndex('files_r2_key_unique').on(table.r2Key),
  ],
);
