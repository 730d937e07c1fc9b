import type { Language } from '@app/shared';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { TakenUses, UseLimit } from '../auth/rate-limit';
import type { Db } from '../db/client';
import { friends, friendVerifications } from '../db/schema';
import { fail } from '../lib/errors';
import { digestHex } from '../lib/hex';
import { e164 } from '../telephony/numbers';
import type { TelephonyPort } from '../telephony/port';

// spec §4 friend profile "verified by code then approved" (issue 9, docs/decisions.md): Call Me speaks a 6-digit
// code to the friend's phone; the right code marks the phone verified and the profile approved. The code is stored
// only as a SHA-256 hash salted with the friend id, is valid 10 minutes and for 5 wrong tries, and a new Call Me
// waits 60 seconds. Every limit is enforced by one conditional statement, never read-then-write.

export const CODE_DIGITS = 6;
export const CODE_VALID_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;
export const CALL_ME_COOLDOWN_MS = 60 * 1000;

export const CALL_ME_TOO_SOON = 'A call was just placed: please wait a minute before asking for another one';
export const WRONG_CODE = 'That code is not right: check it and try again';
export const ASK_NEW_CALL = 'This code can no longer be used: click Call Me for a new one';
export const CALL_FAILED = 'The call could not be placed: check the phone number and try again';

/** A uniformly random 6-digit code (rejection sampling, no modulo bias). */
export function newCode(): string {
  const limit = 10 ** CODE_DIGITS;
  const ceiling = Math.floor(0x1_0000_0000 / limit) * limit;
  const value = new Uint32Array(1);
  do crypto.getRandomValues(value);
  while ((value[0] ?? 0) >= ceiling);
  return String((value[0] ?? 0) % limit).padStart(CODE_DIGITS, '0');
}

/** The stored form of a code: hex SHA-256 of `<friendId>:<code>`, so equal codes of two friends differ. */
export function hashCode(friendId: number, code: string): Promise<string> {
  return digestHex('SHA-256', `${friendId}:${code.trim()}`);
}

/** What the phone says: the code digit by digit, twice, so it can be written down, in the friend's language. */
export function spokenCode(code: string, language: Language = 'en'): string {
  const digits = [...code].join(', ');
  return language === 'es'
    ? `Su código de verificación es ${digits}. Repito, su código es ${digits}.`
    : `Your verification code is ${digits}. Again, your code is ${digits}.`;
}

/** Call Me rings one number at most 5 times a day, and is asked from one address at most 10 times an hour. */
export const CALLS_PER_NUMBER = 5;
export const CALLS_PER_ADDRESS = 10;
export const NUMBER_CALLED_TOO_OFTEN = 'This number was called too often today: please try again tomorrow';
export const ADDRESS_CALLED_TOO_OFTEN =
  'Too many calls were asked from this connection: please try again in an hour';

/**
 * The limits of Call Me beyond one friend's minute (docs/decisions.md "Call Me limits"): anyone can register a
 * friend, so without them a script could make the product ring any number, again and again, at the operator's cost.
 */
export function callMeLimits(phoneNumber: string, address: string): UseLimit[] {
  return [
    {
      // One phone in any of the forms spec §5 allows (`+15555550199`, `5555550199`, …): the number Twilio dials.
      key: `call-number:${e164(phoneNumber)}`,
      most: CALLS_PER_NUMBER,
      windowSeconds: 24 * 60 * 60,
      message: NUMBER_CALLED_TOO_OFTEN,
    },
    {
      key: `call-address:${address}`,
      most: CALLS_PER_ADDRESS,
      windowSeconds: 60 * 60,
      message: ADDRESS_CALLED_TOO_OFTEN,
    },
  ];
}

type PendingCode = typeof friendVerifications.$inferSelect;

/**
 * A Call Me claimed by claimCallMe: its code is yet to be spoken to `phoneNumber`. `previous` is the code it
 * replaced, if any (already spoken, perhaps still usable), which releaseCallMe puts back.
 */
export type CallMeClaim = {
  friendId: number;
  phoneNumber: string;
  code: string;
  calledAt: string;
  previous?: PendingCode;
};

/**
 * Claims a Call Me before anything else of the request is written: a new code for `phoneNumber`, stored hashed.
 * The cooldown is one upsert whose update applies only when the last call is at least 60 seconds old: no row written
 * means a call was placed meanwhile, and it answers 429 with nothing changed. The same batch reads the code it
 * replaces (D1 runs a batch as one transaction, in order), so a claim given back restores it.
 */
export async function claimCallMe(
  db: Db,
  friendId: number,
  phoneNumber: string,
  now = new Date(),
): Promise<CallMeClaim> {
  const code = newCode();
  const codeHash = await hashCode(friendId, code);
  const calledAt = now.toISOString();
  const values = {
    friendId,
    codeHash,
    expiresAt: new Date(now.getTime() + CODE_VALID_MS).toISOString(),
    wrongTries: 0,
    calledAt,
    phoneNumber,
  };
  const [previous, written] = await db.batch([
    db.select().from(friendVerifications).where(eq(friendVerifications.friendId, friendId)),
    db
      .insert(friendVerifications)
      .values(values)
      .onConflictDoUpdate({
        target: friendVerifications.friendId,
        set: { codeHash, expiresAt: values.expiresAt, wrongTries: 0, calledAt, phoneNumber },
        setWhere: lte(
          friendVerifications.calledAt,
          new Date(now.getTime() - CALL_ME_COOLDOWN_MS).toISOString(),
        ),
      })
      .returning({ friendId: friendVerifications.friendId }),
  ]);
  if (written.length === 0) fail(429, CALL_ME_TOO_SOON);
  return { friendId, phoneNumber, code, calledAt, ...(previous[0] && { previous: previous[0] }) };
}

/**
 * Gives a claim back when the request failed before its call was heard (a limit refused it, the call could not be
 * placed): the code it replaced works again (docs/architecture.md "Call Me"), or there is none, and the friend may
 * ask again at once. Only while the claim is still the friend's latest.
 */
export async function releaseCallMe(db: Db, claim: CallMeClaim) {
  const stillClaimed = and(
    eq(friendVerifications.friendId, claim.friendId),
    eq(friendVerifications.calledAt, claim.calledAt),
  );
  if (!claim.previous) {
    await db.delete(friendVerifications).where(stillClaimed);
    return;
  }
  const { friendId: _friendId, ...previous } = claim.previous;
  await db.update(friendVerifications).set(previous).where(stillClaimed);
}

/**
 * Speaks the claimed code, in `language` (the one the friend reads the site in); a call that cannot be placed gives
 * the claim and the limits' `uses` back (it rang nobody) and answers 502.
 */
export async function placeCodeCall(
  db: Db,
  telephony: TelephonyPort,
  claim: CallMeClaim,
  uses: TakenUses,
  language: Language = 'en',
) {
  try {
    // Twilio dials E.164 (`+15555550199`); the profile keeps the number as the friend wrote it.
    await telephony.placeCall({
      to: e164(claim.phoneNumber),
      say: spokenCode(claim.code, language),
      language,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : error;
    console.error(`Call Me for friend ${claim.friendId} failed: ${reason}`);
    // The code was never heard.
    await Promise.all([releaseCallMe(db, claim), uses.giveBack()]);
    fail(502, CALL_FAILED);
  }
}

/**
 * Checks a code. Every guess first takes one of the code's 5 tries, in the batch (one D1 transaction) that checks it,
 * so guesses sent together are each counted before the next is checked: no burst checks more than 5. A right code
 * (unexpired, its try taken, spoken to the number the profile holds now) then deletes the pending row and verifies
 * and approves the friend. A profile whose number changed since the call needs a new call.
 */
export async function verifyCode(db: Db, friendId: number, code: string, now = new Date()) {
  const usable = and(
    eq(friendVerifications.friendId, friendId),
    gt(friendVerifications.expiresAt, now.toISOString()),
    lt(friendVerifications.wrongTries, MAX_WRONG_TRIES),
    eq(
      friendVerifications.phoneNumber,
      db.select({ phoneNumber: friends.phoneNumber }).from(friends).where(eq(friends.id, friendId)),
    ),
  );
  const codeHash = await hashCode(friendId, code);
  // `changes() = 1`: the statement before changed the row, so a guess without a try left checks nothing, and the
  // approval happens only when this guess's delete found the row (two right guesses racing cannot both succeed).
  const [tried, used] = await db.batch([
    db
      .update(friendVerifications)
      .set({ wrongTries: sql`${friendVerifications.wrongTries} + 1` })
      .where(usable)
      .returning({ tries: friendVerifications.wrongTries }),
    db
      .delete(friendVerifications)
      .where(
        and(
          eq(friendVerifications.friendId, friendId),
          eq(friendVerifications.codeHash, codeHash),
          sql`changes() = 1`,
        ),
      )
      .returning({ friendId: friendVerifications.friendId }),
    db
      .update(friends)
      .set({ verified: true, approved: true })
      .where(and(eq(friends.id, friendId), sql`changes() = 1`)),
  ]);
  if (used.length > 0) return;
  const [row] = tried;
  fail(400, row && row.tries < MAX_WRONG_TRIES ? WRONG_CODE : ASK_NEW_CALL);
}
