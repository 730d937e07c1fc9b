import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, id } from './columns';

/**
 * A friend (spec §3): registers, completes a profile (finish call, verified by a code sent by phone), then is
 * approved by staff; `available` is the available/busy flag of the profile.
 */
export const friends = sqliteTable(
  'friends',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Raised by every password change: sessions of an older generation have ended (auth/session.ts). */
    sessionGeneration: integer('session_generation').notNull().default(0),
    phoneNumber: text('phone_number'),
    moneroAddress: text('monero_address'),
    /** spec §2 screen 11: Brief Summary For Publication. */
    description: text('description'),
    /**
     * The photo's version (spec §3 friend image): the photo itself is in R2 under `friend-photos/<id>`, so the friend
     * list stays small; null without a photo. The answers turn it into `/api/friendphoto/<id>?v=<version>`.
     */
    photoVersion: text('photo_version'),
    available: flag('available').notNull().default(false),
    approved: flag('approved').notNull().default(false),
    verified: flag('verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('friends_username_unique').on(table.username),
    uniqueIndex('friends_email_unique').on(table.email),
    // One account per e-mail address whatever its case (as inmates).
    uniqueIndex('friends_email_lower_unique').on(sql`lower(${table.email})`),
  ],
);

/** The friend registration intro (spec §3 friend intro): a single row, id 1, of HTML. */
export const friendIntro = sqliteTable('friend_intro', {
  id: integer('id').primaryKey(),
  /** The English intro, and the one a language without its own shows (docs/decisions.md). */
  content: text('content').notNull(),
  /** The Spanish intro; null until staff save one. */
  contentEs: text('content_es'),
});

/**
 * The pending phone verification of a friend (spec §4 "verified by code"): one row per friend, replaced by each
 * Call Me. The 6-digit code is kept only as a SHA-256 hash salted with the friend id; it is valid 10 minutes and
 * for 5 wrong tries (docs/decisions.md). `calledAt` holds the 60-second Call Me cooldown.
 */
export const friendVerifications = sqliteTable('friend_verifications', {
  friendId: integer('friend_id')
    .primaryKey()
    .references(() => friends.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  /** ISO 8601 UTC. */
  expiresAt: text('expires_at').notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  /** ISO 8601 UTC: when the last call was placed. */
  calledAt: text('called_at').notNull(),
  /** The number the code was spoken to: the code verifies that number only (null: a row from before, never usable). */
  phoneNumber: text('phone_number'),
});
