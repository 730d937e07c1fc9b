import { formatDate, formatMoney } from '@app/shared';
import { StackedTable } from '@app/shared/ui';
import { useRequest } from '../../../lib/use-request';
import { getInmatePayments } from '../api/get-inmate-payments';

/** Payment History (spec §2 screen 4, not for EMPLOYEE1): date, amount, services, payment method. */
export function PaymentHistorySection() {
  const { data: payments, loading } = useRequest(getInmatePayments);
  if (loading && !payments) return <p className="loading">Loading…</p>;
  if (!payments?.length) return <p>No payments yet.</p>;
  return (
    <StackedTable className="account-table">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col" className="number">
            Amount
          </th>
          <th scope="col">Services</th>
          <th scope="col">Payment Method</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id}>
            <td>{formatDate(payment.paymentDate)}</td>
            <td className="number">{formatMoney(payment.amount)}</td>
            <td>{payment.serviceTitles.join(', ') || '—'}</td>
            <td>
              {payment.paymentMethod.description || '—'}
              {payment.status === 'refunded' && ' (refunded)'}
            </td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}
