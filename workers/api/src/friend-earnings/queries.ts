import {
  dollarsFromCents,
  type FriendEarningsAnswer,
  type FriendPaymentsAnswer,
  type FriendPayoutsAnswer,
} from '@app/shared';
import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { callerColumns, type HotRead, ONE_ROW } from '../auth/caller-check';
import { type ActorNotAdmin, stillAdmin } from '../auth/still-admin';
import type { Db } from '../db/client';
import { compiledQuery, type RowOf } from '../db/compiled';
import { isUniqueViolation } from '../db/errors';
import { employees, friendEarnings, friendPayouts, friends } from '../db/schema';

// The friend earnings and payouts ledgers (issue 11). A row per call earned and a row per payment made; neither is
// ever updated or deleted, so a friend's unpaid balance is always sum(earned) − sum(paid), computed, never stored.

/** The first instant of `now`'s calendar month in UTC, as the ledger's ISO text (which sorts as time). */
export function monthStartIso(now: Date): string {
  return `${now.toISOString().slice(0, 7)}-01T00:00:00.000Z`;
}

/** A friend's id: a bound number, or the `friends.id` of the row a query is on. */
type FriendIdSql = number | typeof friends.id;

/** Everything a friend earned, in cents (a scalar subquery). */
const earnedCents = (friendId: FriendIdSql) =>
  sql<number>`(SELECT COALESCE(SUM(e.cents), 0) FROM ${friendEarnings} e WHERE e.friend_id = ${friendId})`;

/** Everything a friend was paid, in cents. */
const paidCents = (friendId: FriendIdSql) =>
  sql<number>`(SELECT COALESCE(SUM(p.amount_cents), 0) FROM ${friendPayouts} p WHERE p.friend_id = ${friendId})`;

/** A friend's ledgers summed, each a scalar subquery on the friend's row; the month from the `since` placeholder. */
const EARNINGS_COLUMNS = {
  id: friends.id,
  totalCents: earnedCents(friends.id),
  paidCents: paidCents(friends.id),
  monthCents: sql<number>`(SELECT COALESCE(SUM(e.cents), 0) FROM ${friendEarnings} e
    WHERE e.friend_id = ${friends.id} AND e.earned_at >= ${sql.placeholder('since')})`,
  monthMinutes: sql<number>`(SELECT COALESCE(SUM(e.minutes), 0) FROM ${friendEarnings} e
    WHERE e.friend_id = ${friends.id} AND e.earned_at >= ${sql.placeholder('since')})`,
};

/**
 * The friend's minutes and money this calendar month (UTC, from `since`: monthStartIso), in total and unpaid, bound
 * with `{ friendId, since }`: a hot read (auth/caller-check.ts readAsCaller), the caller facts beside the sums, the
 * friend LEFT JOINed to one row (key `id`; no row for no such friend). Answer it through `friendEarningsFrom`.
 */
export const friendEarningsQuery: HotRead<RowOf<typeof EARNINGS_COLUMNS>> = compiledQuery((db) =>
  db
    .select({ ...callerColumns(), ...EARNINGS_COLUMNS })
    .from(ONE_ROW)
    .leftJoin(friends, eq(friends.id, sql.placeholder('friendId'))),
);

/** The answer of friendEarningsQuery's row; undefined for no such friend. */
export function friendEarningsFrom([row]: RowOf<typeof EARNINGS_COLUMNS>[]):
  | FriendEarningsAnswer
  | undefined {
  if (!row) return undefined;
  return {
    minutesThisMonth: row.monthMinutes,
    earnedThisMonth: dollarsFromCents(row.monthCents),
    unpaidBalance: dollarsFromCents(row.totalCents - row.paidCents),
    totalEarned: dollarsFromCents(row.totalCents),
  };
}

/**
 * The Payouts screen: each friend with earnings or payments, largest unpaid balance first, then by name, as a hot read
 * (auth/caller-check.ts readAsCaller): the caller facts beside the list's columns, the list LEFT JOINed to one row
 * (key `id`). Answer its rows through `friendPayoutsFrom`.
 */
export const friendPayoutsQuery: HotRead<PayoutRow> = compiledQuery((db) => {
  // One aggregate per ledger, joined once: not a pair of subqueries per friend.
  const earned = db
    .select({
      friendId: friendEarnings.friendId,
      cents: sql<number>`SUM(${friendEarnings.cents})`.as('earned_cents'),
    })
    .from(friendEarnings)
    .groupBy(friendEarnings.friendId)
    .as('earned');
  const paid = db
    .select({
      friendId: friendPayouts.friendId,
      cents: sql<number>`SUM(${friendPayouts.amountCents})`.as('paid_cents'),
      lastPaidAt: sql<string>`MAX(${friendPayouts.paidAt})`.as('last_paid_at'),
    })
    .from(friendPayouts)
    .groupBy(friendPayouts.friendId)
    .as('paid');
  const list = db
    .select({
      id: friends.id,
      firstName: friends.firstName,
      lastName: friends.lastName,
      username: friends.username,
      moneroAddress: friends.moneroAddress,
      earnedCents: sql<number>`COALESCE(${earned.cents}, 0)`.as('earned_total'),
      paidCents: sql<number>`COALESCE(${paid.cents}, 0)`.as('paid_total'),
      lastPaidAt: sql<string | null>`${paid.lastPaidAt}`.as('last_paid'),
    })
    .from(friends)
    .leftJoin(earned, eq(earned.friendId, friends.id))
    .leftJoin(paid, eq(paid.friendId, friends.id))
    .where(or(isNotNull(earned.friendId), isNotNull(paid.friendId)))
    .as('payouts');
  return db
    .select({
      ...callerColumns(),
      id: list.id,
      firstName: list.firstName,
      lastName: list.lastName,
      username: list.username,
      moneroAddress: list.moneroAddress,
      earnedCents: list.earnedCents,
      paidCents: list.paidCents,
      lastPaidAt: list.lastPaidAt,
    })
    .from(ONE_ROW)
    .leftJoin(list, sql`1`)
    .orderBy(
      desc(sql`${list.earnedCents} - ${list.paidCents}`),
      // Names as a person sorts them, as Manage Friends does.
      asc(sql`${list.lastName} COLLATE NOCASE`),
      asc(sql`${list.firstName} COLLATE NOCASE`),
      asc(list.id),
    );
});

type PayoutRow = {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  moneroAddress: string | null;
  earnedCents: number;
  paidCents: number;
  lastPaidAt: string | null;
};

export function friendPayoutsFrom(rows: PayoutRow[]): FriendPayoutsAnswer {
  return rows.map((row) => ({
    friend: { id: row.id, firstName: row.firstName, lastName: row.lastName, username: row.username },
    moneroAddress: row.moneroAddress || null,
    unpaidBalance: dollarsFromCents(row.earnedCents - row.paidCents),
    totalEarned: dollarsFromCents(row.earnedCents),
    totalPaid: dollarsFromCents(row.paidCents),
    lastPaidAt: row.lastPaidAt ?? null,
  }));
}

export type Payout = {
  friendId: number;
  cents: number;
  transactionId: string;
  paidByStaffId: number;
  /** Where the Monero went, as the ADMIN saw it; undefined: the friend's address of the moment. */
  moneroAddress?: string;
};
export type PayoutRefusal = ActorNotAdmin | 'not-found' | 'no-address' | 'amount' | 'duplicate';

/**
 * Records a payment of `cents` to `moneroAddress` (or the friend's address as it is now): one INSERT … SELECT that
 * writes the row only when the payer is still an ADMIN (auth/still-admin.ts), the friend has an address and 0 < cents
 * ≤ the unpaid balance at that instant. SQLite runs the statement alone, so two mark-paids at once can never pay more
 * than is owed, and an admin deleted or demoted meanwhile pays nothing. Answers null when recorded, else why not.
 */
export async function recordPayout(db: Db, payout: Payout): Promise<PayoutRefusal | null> {
  const balance = sql`${earnedCents(payout.friendId)} - ${paidCents(payout.friendId)}`;
  try {
    const result = await db.insert(friendPayouts).select(
      db
        .select({
          id: sql<number>`NULL`.as('id'),
          friendId: friends.id,
          amountCents: sql<number>`${payout.cents}`.as('amountCents'),
          moneroAddress: sql<string>`${payout.moneroAddress ?? friends.moneroAddress}`.as('moneroAddress'),
          transactionId: sql<string>`${payout.transactionId}`.as('transactionId'),
          paidByStaffId: sql<number>`${payout.paidByStaffId}`.as('paidByStaffId'),
          paidAt: sql<string>`${new Date().toISOString()}`.as('paidAt'),
        })
        .from(friends)
        .where(
          and(
            eq(friends.id, payout.friendId),
            sql`TRIM(COALESCE(${friends.moneroAddress}, '')) <> ''`,
            sql`${payout.cents} > 0`,
            sql`${payout.cents} <= ${balance}`,
            stillAdmin(payout.paidByStaffId),
          ),
        ),
    );
    if (result.meta.changes === 1) return null;
  } catch (error) {
    if (isUniqueViolation(error, 'friend_payouts_transaction_lower_unique')) return 'duplicate';
    throw error;
  }
  // Nothing written: say why, in one query (reading now only explains; the write above decided).
  const [state] = await db
    .select({
      payerAdmin: sql<number>`${stillAdmin(payout.paidByStaffId)}`,
      friendId: friends.id,
      moneroAddress: friends.moneroAddress,
    })
    .from(ONE_ROW)
    .leftJoin(friends, eq(friends.id, payout.friendId));
  if (!state?.payerAdmin) return 'actor-not-admin';
  if (state.friendId === null) return 'not-found';
  if (!state.moneroAddress?.trim()) return 'no-address';
  return 'amount';
}

/**
 * The payments made to a friend (bound `friendId`), newest first, with the name of the employee who paid, as a hot
 * read (auth/caller-check.ts readAsCaller): the caller facts beside the payments' columns, the friend LEFT JOINed to
 * one row and its payments to the friend (key `friendId`: no row for no such friend; one row without a payment for a
 * friend never paid). Answer its rows through `friendPaymentsFrom`.
 */
export const friendPaymentsQuery: HotRead<PaymentRow> = compiledQuery((db) =>
  db
    .select({
      ...callerColumns(),
      friendId: friends.id,
      payoutId: friendPayouts.id,
      amountCents: friendPayouts.amountCents,
      transactionId: friendPayouts.transactionId,
      moneroAddress: friendPayouts.moneroAddress,
      paidBy: employees.name,
      paidAt: friendPayouts.paidAt,
    })
    .from(ONE_ROW)
    .leftJoin(friends, eq(friends.id, sql.placeholder('friendId')))
    .leftJoin(friendPayouts, eq(friendPayouts.friendId, friends.id))
    // A payout's employee cannot be deleted (its foreign key), so every payment has its name.
    .leftJoin(employees, eq(employees.id, friendPayouts.paidByStaffId))
    .orderBy(desc(friendPayouts.paidAt), desc(friendPayouts.id)),
);

type PaymentRow = {
  friendId: number;
  payoutId: number | null;
  amountCents: number | null;
  transactionId: string | null;
  moneroAddress: string | null;
  paidBy: string | null;
  paidAt: string | null;
};

/** The friend's payments of friendPaymentsQuery's rows; undefined for no such friend. */
export function friendPaymentsFrom(rows: PaymentRow[]): FriendPaymentsAnswer | undefined {
  if (rows.length === 0) return undefined;
  return rows.flatMap(({ payoutId, amountCents, transactionId, moneroAddress, paidBy, paidAt }) =>
    payoutId === null
      ? []
      : [
          {
            amount: dollarsFromCents(amountCents ?? 0),
            transactionId: transactionId ?? '',
            moneroAddress: moneroAddress ?? '',
            paidBy: paidBy ?? '',
            paidAt: paidAt ?? '',
          },
        ],
  );
}
