import type { Role } from '@app/shared';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';

/** An institution (spec §3 jail) and its telephony settings. */
export const jails = sqliteTable('jails', {
  id: id(),
  name: text('name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  /** Seconds. */
  promptDuration: integer('prompt_duration').notNull(),
  /** Seconds. */
  pauseBeforeGreeting: integer('pause_before_greeting').notNull(),
  /** The one DTMF digit that accepts a call. */
  dtmfResponse: text('dtmf_response').notNull(),
});

/** A staff member (spec §3 employee). */
export const employees = sqliteTable(
  'employees',
  {
    id: id(),
    name: text('name').notNull(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** JSON array of ROLES, e.g. `["ADMIN"]`. */
    roles: text('roles', { mode: 'json' }).$type<Role[]>().notNull(),
    /** Raised by a new password: sessions signed in with an older one have ended (auth/session.ts). */
    sessionGeneration: integer('session_generation').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('employees_user_name_unique').on(table.userName)],
);

/** Key/value settings, e.g. the Personal Assistant phone number (spec §2 screen 18). */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
