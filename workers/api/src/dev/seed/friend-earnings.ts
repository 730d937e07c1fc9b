import { type At, insert } from './rows';

/** The demo's pay per accepted PHONE_PALS minute, in cents (spec §1; the friend intro states $.15/min). */
const DEMO_RATE_CENTS = 15;

/** Minutes paid for a call: every started minute counts. */
const paidMinutes = (seconds: number) => Math.ceil(seconds / 60);

/**
 * friend1's earnings ledger for inmate1's two PHONE_PALS calls (inmate1-history.ts: calls 1 and 2, 750 s and 312 s →
 * 13 and 6 minutes, $2.85), earned when the calls were made, and no payouts: the Payouts screen and friend1's detail
 * show an unpaid balance.
 */
export function friendEarningsStatements(at: At): string[] {
  const earning = (id: number, callId: number, seconds: number, earnedAt: string) => {
    const minutes = paidMinutes(seconds);
    return {
      id,
      friend_id: 1,
      call_id: callId,
      minutes,
      rate_cents: DEMO_RATE_CENTS,
      cents: minutes * DEMO_RATE_CENTS,
      earned_at: earnedAt,
    };
  };
  return [insert('friend_earnings', [earning(1, 1, 750, at(-35)), earning(2, 2, 312, at(-12))])];
}
