import type { FriendPaymentsAnswer } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { Message } from '@app/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/use-formats';
import { getFriendPayments } from '../api/get-friend-payments';

type Failure = { message: string; code?: string | undefined };

type Props = {
  friendId: number;
  /** Changes after each recorded payment, so the history loads again. */
  version: string;
};

/** The payments made to one friend, newest first: amount, transaction, address paid to, who paid and when. */
export function PaymentsHistory({ friendId, version }: Props) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const formats = useFormats();
  const [payments, setPayments] = useState<FriendPaymentsAnswer | null>(null);
  // The server's message (and code), shown in the page's language at render.
  const [error, setError] = useState<Failure | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version (a payment recorded) loads again
  useEffect(() => {
    let live = true;
    getFriendPayments(friendId).then(
      (loaded) => {
        if (!live) return;
        setPayments(loaded);
        setError(null);
      },
      (failure: Failure) => live && setError({ message: failure.message, code: failure.code }),
    );
    return () => {
      live = false;
    };
  }, [friendId, version]);

  if (error) return <Message kind="error">{errorText(error.message, error.code)}</Message>;
  if (!payments) return <p>{t('common:loading')}</p>;
  if (payments.length === 0) return <p>{t('payouts.history.none')}</p>;
  return (
    // On a phone the table scrolls in its own frame, which the keyboard can reach and scroll too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard.
    <section className="payout-history-wrap" aria-label={t('payouts.history.caption')} tabIndex={0}>
      <table className="offer-table payout-history">
        <caption>{t('payouts.history.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('payouts.history.paid')}</th>
            <th scope="col">{t('payouts.amount')}</th>
            <th scope="col">{t('payouts.transactionId')}</th>
            <th scope="col">{t('payouts.columns.moneroAddress')}</th>
            <th scope="col">{t('payouts.history.paidBy')}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.transactionId}>
              <td>{formats.date(payment.paidAt)}</td>
              <td>{formats.money(payment.amount)}</td>
              <td className="payout-wrap">{payment.transactionId}</td>
              <td className="payout-wrap">{payment.moneroAddress}</td>
              <td>{payment.paidBy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
