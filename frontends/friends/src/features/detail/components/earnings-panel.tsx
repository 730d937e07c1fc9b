import { ApiError, type FriendEarningsAnswer } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { Message } from '@app/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money';
import { getFriendEarnings } from '../api/get-friend-earnings';

/**
 * The friend's earnings on the detail screen (spec §2 screen 12, issue 11): paid per accepted PHONE_PALS minute;
 * "this month" is the calendar month in UTC, the unpaid balance what was earned and not paid yet.
 */
export function EarningsPanel() {
  const [earnings, setEarnings] = useState<FriendEarningsAnswer | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const { t } = useTranslation('friends');
  const errorText = useErrorText();
  const money = useMoney();

  useEffect(() => {
    let live = true;
    getFriendEarnings().then(
      (loaded) => live && setEarnings(loaded),
      (failure: unknown) =>
        live && setError(failure instanceof ApiError ? failure : new ApiError('Failed!', 0)),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="friend-panel" aria-labelledby="friend-earnings">
      <h2 id="friend-earnings">{t('earnings.heading')}</h2>
      {error && <Message kind="error">{errorText(error.message, error.code, error.params)}</Message>}
      {!earnings && !error && <p className="loading">{t('common:loading')}</p>}
      {earnings && (
        <dl className="friend-fields">
          <dt>{t('earnings.minutesThisMonth')}</dt>
          <dd>{earnings.minutesThisMonth}</dd>
          <dt>{t('earnings.earnedThisMonth')}</dt>
          <dd>{money(earnings.earnedThisMonth)}</dd>
          <dt>{t('earnings.unpaidBalance')}</dt>
          <dd>{money(earnings.unpaidBalance)}</dd>
        </dl>
      )}
    </section>
  );
}
