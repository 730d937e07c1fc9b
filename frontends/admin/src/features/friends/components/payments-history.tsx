import { type FriendPaymentsAnswer, formatDate, formatMoney } from '@app/shared';
import { Message } from '@app/shared/ui';
import { useEffect, useState } from 'react';
import { getFriendPayments } from '../api/get-friend-payments';

type Props = {
  friendId: number;
  /** Changes after each recorded payment, so the history loads again. */
  version: string;
};

/** The payments made to one friend, newest first: amount, transaction, address paid to, who paid and when. */
export function PaymentsHistory({ friendId, version }: Props) {
  const [payments, setPayments] = useState<FriendPaymentsAnswer | null>(null);
  const [error, setError] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version (a payment recorded) loads again
  useEffect(() => {
    let live = true;
    getFriendPayments(friendId).then(
      (loaded) => {
        if (!live) return;
        setPayments(loaded);
        setError('');
      },
      (failure: Error) => live && setError(failure.message),
    );
    return () => {
      live = false;
    };
  }, [friendId, version]);

  if (error) return <Message kind="error">{error}</Message>;
  if (!payments) return <p>Loading…</p>;
  if (payments.length === 0) return <p>No payments yet.</p>;
  return (
    <table className="offer-table payout-history">
      <caption>Payments</caption>
      <thead>
        <tr>
          <th scope="col">Paid</th>
          <th scope="col">Amount</th>
          <th scope="col">Transaction id</th>
          <th scope="col">Monero address</th>
          <th scope="col">Paid by</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.transactionId}>
            <td>{formatDate(payment.paidAt)}</td>
            <td>{formatMoney(payment.amount)}</td>
            <td className="payout-wrap">{payment.transactionId}</td>
            <td className="payout-wrap">{payment.moneroAddress}</td>
            <td>{payment.paidBy}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
