import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

/**
 * Sign-in and reset attempt counters (docs/architecture.md "Sign-in limits"): one row per key
 * (`account:<username>`, `address:<ip>`, `address-account:<ip>:<username>`, `reset:<kind>:<id>`), counted by one
 * atomic upsert before the password is checked. A row whose window has ended counts from 1 again.
 */
export const signInAttempts = sqliteTable(
  'sign_in_attempts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** ISO 8601 UTC: the fixed window of `count` ends then (it is not extended by later attempts). */
    windowEndsAt: text('window_ends_at').notNull(),
  },
  // Ended windows are swept a few rows at a time (auth/rate-limit.ts) without a table scan.
  (table) => [index('sign_in_attempts_window_ends_at_idx').on(table.windowEndsAt)],
);

/** Whose password a reset is for: the two kinds of account that sign in with a password and may reset it. */
export type PasswordAccountKind = 'inmate' | 'friend';

/**
 * A pending temporary password (spec §2 screen 9): one per account, a newer reset replaces it. It signs in once
 * (the row is deleted as it is used) until `expiresAt`; the account's own password keeps working meanwhile.
 */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    accountKind: text('account_kind').$type<PasswordAccountKind>().notNull(),
    accountId: integer('account_id').notNull(),
    /** The temporary password's hash, in the format of auth/password.ts. */
    passwordHash: text('password_hash').notNull(),
    /** ISO 8601 UTC, 60 minutes after the reset. */
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.accountKind, table.accountId] })],
);
