import type { ServiceType } from '@app/shared';
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { friends } from './friends';
import { inmates } from './inmates';
import { services } from './services';

/** A metered use of a service (spec §3 call record); no conversationUuid means a fixed charge. */
export const calls = sqliteTable(
  'calls',
  {
    id: id(),
    inmateId: integer('inmate_id')
      .notNull()
      .references(() => inmates.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    date: createdAt('date'),
    creditsUsedTenths: integer('credits_used_tenths').notNull(),
    serviceType: text('service_type').$type<ServiceType>().notNull(),
    conversationUuid: text('conversation_uuid'),
    /** The friend who took a PHONE_PALS call (paid per accepted minute, spec §1); null otherwise. */
    friendId: integer('friend_id').references(() => friends.id),
    durationSeconds: integer('duration_seconds'),
  },
  (table) => [
    // Covering for getinmates' last call and credits of the last 30 days (inmates-list/queries.ts): index seeks only.
    index('calls_inmate_date_credits_idx').on(table.inmateId, table.date, table.creditsUsedTenths),
    index('calls_service_idx').on(table.serviceId),
    // A metered call is recorded once per provider call (telephony metering claims it by this index).
    uniqueIndex('calls_conversation_unique')
      .on(table.conversationUuid)
      .where(sql`conversation_uuid IS NOT NULL`),
    // A friend's calls, newest last: who has been idle longest (PHONE_PALS rings them first).
    index('calls_friend_date_idx').on(table.friendId, table.date),
  ],
);
