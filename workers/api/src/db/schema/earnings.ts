import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { calls } from './calls';
import { createdAt, id } from './columns';
import { friends } from './friends';
import { employees } from './staff';

/**
 * What a friend earned for one accepted PHONE_PALS call (spec §1: paid per accepted minute): one row per call,
 * written with the call's metering and never changed. The rate is the setting's at that moment.
 */
export const friendEarnings = sqliteTable(
  'friend_earnings',
  {
    id: id(),
    friendId: integer('friend_id')
      .notNull()
      .references(() => friends.id),
    callId: integer('call_id')
      .notNull()
      .references(() => calls.id),
    minutes: integer('minutes').notNull(),
    rateCents: integer('rate_cents').notNull(),
    cents: integer('cents').notNull(),
    earnedAt: createdAt('earned_at'),
  },
  (table) => [
    uniqueIndex('friend_earnings_call_unique').on(table.callId),
    index('friend_earnings_friend_date_idx').on(table.friendId, table.earnedAt),
  ],
);

/**
 * A payment made to a friend's Monero address by staff ("mark paid"). A friend's unpaid balance is what they earned
 * less what they were paid: neither ledger is ever changed after the fact.
 */
export const friendPayouts = sqliteTable(
  'friend_payouts',
  {
    id: id(),
    friendId: integer('friend_id')
      .notNull()
      .references(() => friends.id),
    amountCents: integer('amount_cents').notNull(),
    /** The address paid to, as it was at that moment. */
    moneroAddress: text('monero_address').notNull(),
    transactionId: text('transaction_id').notNull(),
    paidByStaffId: integer('paid_by_staff_id')
      .notNull()
      .references(() => employees.id),
    paidAt: createdAt('paid_at'),
  },
  (table) => [
    index('friend_payouts_friend_idx').on(table.friendId),
    // One transfer is recorded once, however its id is cased (a hex hash, shown in either case).
    uniqueIndex('friend_payouts_transaction_lower_unique').on(sql`lower(${table.transactionId})`),
  ],
);
