import { sql } from 'drizzle-orm';
import { integer, text } from 'drizzle-orm/sqlite-core';

/** Current time in the one timestamp format of the schema (see db/schema.ts). */
export const nowIso = () => new Date().toISOString();

/** `id INTEGER PRIMARY KEY AUTOINCREMENT`: ids are never reused, so a deleted row's id never points elsewhere. */
export const id = () => integer('id').primaryKey({ autoIncrement: true });

/**
 * A timestamp column: ISO 8601 UTC text, filled by the database with the current time when not given (so raw
 * SQL such as the seed or create-admin gets it too); same format as `nowIso()`.
 */
export const createdAt = (name = 'created_at') =>
  text(name).notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/** A boolean stored as 0/1. */
export const flag = (name: string) => integer(name, { mode: 'boolean' });
