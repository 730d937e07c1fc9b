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
    /** The photo as a data URL (spec §3 friend image). */
    image: text('image'),
    available: flag('available').notNull().default(false),
    approved: flag('approved').notNull().default(false),
    verified: flag('verified').notNull().default(false),
    verificationCode: text('verification_code'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('friends_username_unique').on(table.username),
    uniqueIndex('friends_email_unique').on(table.email),
  ],
);

/** The friend registration intro (spec §3 friend intro): a single row, id 1, of HTML. */
export const friendIntro = sqliteTable('friend_intro', {
  id: integer('id').primaryKey(),
  content: text('content').notNull(),
});
