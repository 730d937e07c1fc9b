import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/http';
import { getDb } from '../db/client';
import { friends } from '../db/schema';
import { lastSpokenCode, profile, signedInFriend } from './friend-test-helpers';
import { ASK_NEW_CALL, MAX_WRONG_TRIES, verifyCode, WRONG_CODE } from './verification';

// The code a Call Me speaks is worth 5 tries (docs/decisions.md "The code"), however many arrive at once: each guess
// takes its try in the statement that checks it, so parallel guesses cannot all be checked against a count of 0.

describe('verifying a spoken code under parallel guesses', () => {
  it('checks at most 5 guesses of one code, however many arrive at once', async () => {
    const { friend, cookie } = await signedInFriend();
    const finished = await call('/api/finishfriendregistration', {
      cookie,
      json: profile(),
      headers: { 'CF-Connecting-IP': '198.51.100.77' },
    });
    expect(finished.status).toBe(200);
    const code = await lastSpokenCode();
    const wrong = Array.from({ length: 12 }, (_, index) =>
      String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'),
    );
    const db = getDb(env.DB);
    // 12 wrong guesses, then the right one, all at once: what verifyfriendregistration runs in parallel isolates.
    const results = await Promise.allSettled(
      [...wrong, code].map((guess) => verifyCode(db, friend.id, guess)),
    );
    const reasons = results.map((result) =>
      result.status === 'rejected' ? String(result.reason) : 'verified',
    );
    // The first 5 checked are wrong (4 told to try again, the 5th to ask a new call); the right one comes too late.
    expect(reasons.filter((reason) => reason.includes(WRONG_CODE))).toHaveLength(MAX_WRONG_TRIES - 1);
    expect(reasons.filter((reason) => reason.includes(ASK_NEW_CALL))).toHaveLength(
      13 - (MAX_WRONG_TRIES - 1),
    );
    const row = await db.query.friends.findFirst({ where: eq(friends.id, friend.id) });
    expect(row?.approved).toBe(false);
  });
});
