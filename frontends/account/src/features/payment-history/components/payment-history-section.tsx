import { StackedTable } from '@app/shared/ui';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../lib/load-failed';
import { useFormats } from '../../../lib/use-formats';
import { useRequest } from '../../../lib/use-request';
import { getInmatePayments } from '../api/get-inmate-payments';

/** Payment History (spec §2 screen 4, not for EMPLOYEE1): date, amount, services, payment method. */
export function PaymentHistorySection() {
  const { t } = useTranslation('account');
  const formats = useFormats();
  const { data: payments, loading, failed, error } = useRequest(getInmatePayments);
  if (loading && !payments) return <p className="loading">{t('common:loading')}</p>;
  if (failed) return <LoadFailed error={error} />;
  if (!payments?.length) return <p>{t('payments.none')}</p>;
  return (
    <StackedTable className="account-table">
      <thead>
        <tr>
          <th scope="col">{t('table.date')}</th>
          <th scope="col" className="number">
            {t('table.amount')}
          </th>
          <th scope="col">{t('table.services')}</th>
          <th scope="col">{t('table.paymentMethod')}</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id}>
            <td>{formats.date(payment.paymentDate)}</td>
            <td className="number">{formats.money(payment.amount)}</td>
            <td>{payment.serviceTitles.join(', ') || t('format.none')}</td>
            <td>
              {payment.paymentMethod.description
                ? formats.method(payment.paymentMethod.description)
                : t('format.none')}
              {payment.status === 'refunded' && t('payments.refunded')}
            </td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}
