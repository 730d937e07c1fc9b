import { type FriendEarningsAnswer, formatMoney } from '@app/shared';
import { Message } from '@app/shared/ui';
import { useEffect, useState } from 'react';
import { getFriendEarnings } from '../api/get-friend-earnings';

/**
 * The friend's earnings on the detail screen (spec §2 screen 12, issue 11): paid per accepted PHONE_PALS minute;
 * "this month" is the calendar month in UTC, the unpaid balance what was earned and not paid yet.
 */
export function EarningsPanel() {
  const [earnings, setEarnings] = useState<FriendEarningsAnswer | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    getFriendEarnings().then(
      (loaded) => live && setEarnings(loaded),
      (failure: Error) => live && setError(failure.message),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="friend-panel" aria-labelledby="friend-earnings">
      <h2 id="friend-earnings">Earnings</h2>
      {error && <Message kind="error">{error}</Message>}
      {!earnings && !error && <p className="loading">Loading…</p>}
      {earnings && (
        <dl className="friend-fields">
          <dt>Minutes this month</dt>
          <dd>{earnings.minutesThisMonth}</dd>
          <dt>Earned this month</dt>
          <dd>{formatMoney(earnings.earnedThisMonth)}</dd>
          <dt>Unpaid balance</dt>
          <dd>{formatMoney(earnings.unpaidBalance)}</dd>
        </dl>
      )}
    </section>
  );
}
