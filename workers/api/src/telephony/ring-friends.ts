import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { friends, phoneCalls } from '../db/schema';

// PHONE_PALS (issue 11): the available, approved friends are rung one at a time, 25 s each, the one idle longest
// first (the last call record they took; never called comes first), then by id. A friend already on a facility call
// (rung or talking) is skipped, and nobody is rung twice in one call.

/** A facility call still "in progress" longer than this is stale (its status callback was lost): its friend is free again. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

export type RungFriend = { id: number; phoneNumber: string };

/**
 * SQL true while friend `friendId` may take calls (approved, verified, available), checked again when their phone is
 * answered and when they accept: staff who unapprove a friend, or a friend who turns unavailable, as the phone rings
 * end that friend's part in the call.
 */
export const mayTakeCalls = (friendId: number) =>
  sql`EXISTS (SELECT 1 FROM ${friends} f WHERE f.id = ${friendId} AND f.approved = 1 AND f.verified = 1
    AND f.available = 1)`;

/** The next friend is rung; nobody is left to ring; or another request of the call already moved it on. */
export type NextFriend = RungFriend | 'nobody' | 'moved';

/**
 * Picks the next friend for the call and records them on it (friend_id, tried_friend_ids) in ONE statement, so two
 * calls at once never pick the same friend; `nobody` (and no friend on the call) when nobody is left. `after` is the
 * friend the call had when this step began (null before the first): only while the call still has them does it move
 * on, so a step delivered twice, even at once, moves it on once and the other answers `moved`.
 */
export async function ringNextFriend(db: Db, callSid: string, after: number | null): Promise<NextFriend> {
  const since = new Date(Date.now() - STALE_AFTER_MS).toISOString();
  const picked = await db.all<{ friendId: number }>(sql`
    UPDATE phone_calls
    SET friend_id = next.id, tried_friend_ids = json_insert(phone_calls.tried_friend_ids, '$[#]', next.id)
    FROM (
      SELECT f.id FROM friends f
      WHERE f.approved = 1 AND f.verified = 1 AND f.available = 1
        AND f.phone_number IS NOT NULL AND f.phone_number <> ''
        AND f.id NOT IN (SELECT j.value FROM phone_calls me, json_each(me.tried_friend_ids) j
          WHERE me.call_sid = ${callSid})
        AND NOT EXISTS (SELECT 1 FROM phone_calls busy
          WHERE busy.friend_id = f.id AND busy.status = 'in-progress' AND busy.call_sid <> ${callSid}
            AND busy.created_at > ${since})
      ORDER BY (SELECT MAX(c.date) FROM calls c WHERE c.friend_id = f.id) ASC, f.id ASC
      LIMIT 1
    ) AS next
    WHERE phone_calls.call_sid = ${callSid} AND phone_calls.accepted_friend_id IS NULL
      AND phone_calls.friend_id IS ${after}
    RETURNING phone_calls.friend_id AS friendId`);
  const friendId = picked[0]?.friendId;
  if (friendId === undefined || friendId === null) {
    // Nobody left to ring: no friend on the call, unless one already accepted it (they are talking on it) or
    // another request of the call moved it on meanwhile.
    const cleared = await db
      .update(phoneCalls)
      .set({ friendId: null })
      .where(
        and(
          eq(phoneCalls.callSid, callSid),
          isNull(phoneCalls.acceptedFriendId),
          after === null ? isNull(phoneCalls.friendId) : eq(phoneCalls.friendId, after),
        ),
      )
      .returning({ callSid: phoneCalls.callSid });
    return cleared.length > 0 ? 'nobody' : 'moved';
  }
  const [friend] = await db
    .select({ id: friends.id, phoneNumber: friends.phoneNumber })
    .from(friends)
    .where(eq(friends.id, friendId));
  return friend?.phoneNumber ? { id: friend.id, phoneNumber: friend.phoneNumber } : 'nobody';
}
