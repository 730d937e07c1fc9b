import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import { type Db, getDb } from '../db/client';
import { type PasswordAccountKind, signInAttempts } from '../db/schema';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';

// Sign-in limits of docs/architecture.md "Sign-in limits". Every password check first takes one attempt on
// three counters in D1, each one atomic upsert, so parallel requests cannot read the same count:
// - the account (username, whatever kind of account): more than 10 attempts in its 15-minute window are not
//   evaluated, the right password included, until the window ends;
// - the client address and the pair (address, account): once an address has more than 100 attempts in its window,
//   it may still try an account it has not tried yet in the pair's window (a colleague behind the same NAT with the
//   right password), but not one it already tried: guessing across accounts slows to one try per account.
// A password that matches gives its own attempt back on the three counters: the count is then the failures plus
// the checks still running, so no number of parallel guesses gets more than 10 evaluated, while people who sign
// in often are never throttled by their own successes.

export const ACCOUNT_ATTEMPTS = 10;
export const ADDRESS_ATTEMPTS = 100;
export const WINDOW_SECONDS = 15 * 60;
/** spec §2 screen 9 resets: at most 3 mails per account per hour. */
export const RESETS_PER_WINDOW = 3;
export const RESET_WINDOW_SECONDS = 60 * 60;
/** Ended windows deleted per counted attempt: bounded work, and the table does not grow without end. */
const SWEEP_ROWS = 20;

type Counter = { key: string; count: number; windowEndsAt: string };

/** What requests without an address (tests, scripts), or with one that does not parse, count as: one counter. */
const UNKNOWN_ADDRESS = 'unknown';

/**
 * The caller's connection as the per-address limits count it, from the address Cloudflare reports: an IPv4 address
 * (also when written as IPv6) as it is, an IPv6 one as its /64, since a client is given a whole /64 and may send
 * each request from another address of it (docs/architecture.md "Sign-in limits").
 */
export function clientAddress(c: Context): string {
  const header = c.req.header('CF-Connecting-IP');
  if (!header || !ipaddr.isValid(header)) return UNKNOWN_ADDRESS;
  const address = ipaddr.process(header);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).concat([0, 0, 0, 0]);
  return `${new ipaddr.IPv6(network).toString()}/64`;
}

const accountKey = (username: string) => `account:${username.toLowerCase()}`;

/** One attempt on `key`: count + 1 within the window, or 1 in a new window once it has ended; answers the row. */
function countAttempt(db: Db, key: string, now: Date, windowSeconds: number) {
  const nowIso = now.toISOString();
  const ended = sql`${signInAttempts.windowEndsAt} <= ${nowIso}`;
  return db
    .insert(signInAttempts)
    .values({ key, count: 1, windowEndsAt: new Date(now.getTime() + windowSeconds * 1000).toISOString() })
    .onConflictDoUpdate({
      target: signInAttempts.key,
      set: {
        // SQLite evaluates both against the stored row, so a new window starts with count 1 and its own end.
        count: sql`CASE WHEN ${ended} THEN 1 ELSE ${signInAttempts.count} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${signInAttempts.windowEndsAt} END`,
      },
    })
    .returning({
      key: signInAttempts.key,
      count: signInAttempts.count,
      windowEndsAt: signInAttempts.windowEndsAt,
    });
}

function sweepEndedWindows(db: Db, now: Date) {
  const ended = db
    .select({ key: signInAttempts.key })
    .from(signInAttempts)
    .where(lte(signInAttempts.windowEndsAt, now.toISOString()))
    .limit(SWEEP_ROWS);
  return db.delete(signInAttempts).where(inArray(signInAttempts.key, ended));
}

function counted(rows: Counter[]): Counter {
  const [row] = rows;
  if (!row) throw new Error('the attempt upsert answered no row');
  return row;
}

/** Whole seconds until `windowEndsAt`, at least 1 (the value of `Retry-After`). */
export function secondsUntil(windowEndsAt: string, now = Date.now()): number {
  return Math.max(1, Math.ceil((Date.parse(windowEndsAt) - now) / 1000));
}

/** 429 with `Retry-After` and a text that says how long to wait. */
function refuse(c: Context, windowEndsAt: string): never {
  const seconds = secondsUntil(windowEndsAt);
  const minutes = Math.ceil(seconds / 60);
  c.header('Retry-After', String(seconds));
  fail(429, `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

/** What a caller does with an attempt it was allowed: give it back when the password matched. */
export type PasswordAttempt = { succeeded: () => Promise<void> };

/**
 * Takes one attempt against `username` and the caller's address before a password is checked, and throws the
 * 429 answer when the attempt may not be evaluated. Call `succeeded()` once the password matched.
 * @example const attempt = await takePasswordAttempt(c, username); if (ok) await attempt.succeeded();
 */
export async function takePasswordAttempt<E extends AppEnv>(
  c: Context<E>,
  username: string,
): Promise<PasswordAttempt> {
  const db = getDb(c.env.DB);
  const now = new Date();
  const address = clientAddress(c);
  // One D1 batch (one transaction, one round trip) for the sweep and the three counters.
  const [, accountRows, addressRows, pairRows] = await db.batch([
    sweepEndedWindows(db, now),
    countAttempt(db, accountKey(username), now, WINDOW_SECONDS),
    countAttempt(db, `address:${address}`, now, WINDOW_SECONDS),
    countAttempt(db, `address-account:${address}:${username.toLowerCase()}`, now, WINDOW_SECONDS),
  ]);
  const account = counted(accountRows);
  const fromAddress = counted(addressRows);
  const pair = counted(pairRows);
  if (account.count > ACCOUNT_ATTEMPTS) refuse(c, account.windowEndsAt);
  if (fromAddress.count > ADDRESS_ATTEMPTS && pair.count > 1) {
    // Refused until the pair's window or the address's window ends, whichever comes first (ISO text sorts).
    refuse(c, [pair.windowEndsAt, fromAddress.windowEndsAt].sort()[0] ?? pair.windowEndsAt);
  }
  return { succeeded: () => giveBack(db, [account, fromAddress, pair]) };
}

/** Gives an attempt back to counters still in the window it was taken in (a new window is left alone). */
async function giveBack(db: Db, counters: Counter[]): Promise<void> {
  const [first, ...rest] = counters.map((counter) =>
    db
      .update(signInAttempts)
      .set({ count: sql`${signInAttempts.count} - 1` })
      .where(
        and(
          eq(signInAttempts.key, counter.key),
          eq(signInAttempts.windowEndsAt, counter.windowEndsAt),
          gt(signInAttempts.count, 0),
        ),
      ),
  );
  if (first) await db.batch([first, ...rest]);
}

/**
 * Counts one reset of an account (3 per hour): true while the reset may send its mail. Taken only for a
 * username and e-mail that match, so nobody can use up another person's resets without knowing their e-mail.
 */
export async function takeReset(db: Db, kind: PasswordAccountKind, id: number): Promise<boolean> {
  const counter = counted(await countAttempt(db, `reset:${kind}:${id}`, new Date(), RESET_WINDOW_SECONDS));
  return counter.count <= RESETS_PER_WINDOW;
}

/**
 * Takes the one use of a single-use token (a captcha) for `seconds`: true only for the first taker, however many
 * requests ask at once. KV cannot decide this: its reads are eventually consistent, and a get then a delete lets
 * parallel requests through.
 */
export async function takeOnce(db: Db, key: string, seconds: number): Promise<boolean> {
  return counted(await countAttempt(db, key, new Date(), seconds)).count === 1;
}

/** Whether `key` was taken (takeOnce) in a window that has not ended. */
export async function isTaken(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: signInAttempts.key })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.key, key), gt(signInAttempts.windowEndsAt, new Date().toISOString())))
    .limit(1);
  return row !== undefined;
}

/** A limit of `most` uses of `key` in a window of `windowSeconds`, refused with `message`. */
export type UseLimit = { key: string; most: number; windowSeconds: number; message: string };

/** Uses a request took (takeUses): `giveBack()` hands them back when what they were taken for did not happen. */
export type TakenUses = { giveBack: () => Promise<void> };

/**
 * Takes one use of every limit in one batch (one upsert that counts each, so parallel requests cannot pass
 * together) and throws 429 with the first exceeded limit's message and `Retry-After`. A refused request gives its
 * uses back on every limit: it did nothing, so it must not use up another limit (an address's codes spent by a
 * connection that is itself over its limit).
 */
export async function takeUses<E extends AppEnv>(
  c: Context<E>,
  limits: readonly UseLimit[],
): Promise<TakenUses> {
  const db = getDb(c.env.DB);
  const now = new Date();
  const [, ...rows] = await db.batch([
    sweepEndedWindows(db, now),
    ...limits.map((limit) => countAttempt(db, limit.key, now, limit.windowSeconds)),
  ]);
  const counters = limits.map((_, index) => counted(rows[index] ?? []));
  const exceeded = limits.findIndex((limit, index) => (counters[index]?.count ?? 0) > limit.most);
  const refusal = limits[exceeded];
  if (refusal) {
    await giveBack(db, counters);
    c.header('Retry-After', String(secondsUntil(counters[exceeded]?.windowEndsAt ?? '')));
    fail(429, refusal.message);
  }
  return { giveBack: () => giveBack(db, counters) };
}
