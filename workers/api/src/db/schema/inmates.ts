import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';

/** An inmate account (spec §3 inmate detail and listing row). */
export const inmates = sqliteTable(
  'inmates',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Raised by every password change: sessions of an older generation have ended (auth/session.ts). */
    sessionGeneration: integer('session_generation').notNull().default(0),
    /** The code the inmate keys in on the phone; reset by `GET /api/resetsecretcode`. */
    secretCode: text('secret_code').notNull(),
    /** The assigned phone number (spec: twilioNumber), set by an admin. */
    twilioNumber: text('twilio_number'),
    /** CALL_FORWARDING's destination (spec §5 phone rule), edited on the detail page by the inmate and ADMIN. */
    forwardingNumber: text('forwarding_number'),
    adminNotes: text('admin_notes').notNull().default(''),
    /**
     * The date of the inmate's last real call (a call record with a conversation id, not a fixed monthly charge);
     * null = never (spec §2 screen 14: inactive). Kept by the trigger `calls_set_last_used` (migrations 0007, 0025)
     * on every such call inserted, so getinmates sorts on it by an index.
     */
    lastUsed: text('last_used'),
    /** The language of the inmate's e-mails (issue 13 §1): from the request at registration and at their sign-in. */
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('inmates_email_unique').on(table.email),
    // An e-mail address is one account whatever its case: the database decides, even for registrations that race.
    uniqueIndex('inmates_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('inmates_username_unique').on(table.username),
    uniqueIndex('inmates_secret_code_unique').on(table.secretCode),
    // The sorts of GET {prefix}/api/getinmates (inmates-list/queries.ts), names as a person sorts them (ignoring
    // case); the id (rowid) ends each index entry.
    index('inmates_last_first_nocase_idx').on(
      sql`${table.lastName} COLLATE NOCASE`,
      sql`${table.firstName} COLLATE NOCASE`,
    ),
    index('inmates_first_last_nocase_idx').on(
      sql`${table.firstName} COLLATE NOCASE`,
      sql`${table.lastName} COLLATE NOCASE`,
    ),
    index('inmates_last_used_idx').on(table.lastUsed),
    // The incoming facility call finds its inmate by the number called (telephony/call-flow.ts: one IN of its forms).
    index('inmates_twilio_number_idx').on(table.twilioNumber),
  ],
);
