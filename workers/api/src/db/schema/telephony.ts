import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

/**
 * Calls placed through the local telephony adapter (telephony/local-adapter.ts), listed oldest first by
 * `GET /api/dev/calls` and printed by `npm start`; never written in production (the Twilio adapter places them).
 */
export const telephonyCalls = sqliteTable('telephony_calls', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  to: text('to').notNull(),
  /** The text that would be spoken. */
  say: text('say').notNull(),
  at: createdAt('at'),
});
