import type { CallRecordAnswer } from '@app/shared';
import { StackedTable } from '@app/shared/ui';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../lib/load-failed';
import { useFormats } from '../../../lib/use-formats';
import { useRequest } from '../../../lib/use-request';
import { getInmateCalls } from '../api/get-inmate-calls';

/** Call History (spec §2 screen 4, not for EMPLOYEE1); a record without a conversation id is a fixed charge. */
export function CallHistorySection() {
  const { t } = useTranslation('account');
  const formats = useFormats();
  const { data: calls, loading, failed, error } = useRequest(getInmateCalls);
  if (loading && !calls) return <p className="loading">{t('common:loading')}</p>;
  if (failed) return <LoadFailed error={error} />;
  if (!calls?.length) return <p>{t('calls.none')}</p>;
  return (
    <StackedTable className="account-table">
      <thead>
        <tr>
          <th scope="col">{t('table.date')}</th>
          <th scope="col" className="number">
            {t('table.creditsUsed')}
          </th>
          <th scope="col">{t('table.service')}</th>
          <th scope="col">{t('table.type')}</th>
          <th scope="col">{t('table.conversation')}</th>
        </tr>
      </thead>
      <tbody>
        {calls.map((call) => (
          <tr key={call.id}>
            <td>{formats.date(call.date)}</td>
            <td className="number">{formats.credits(call.creditsUsed)}</td>
            <td>{call.service.title}</td>
            <td>{serviceTypeName(t, call)}</td>
            <td>{call.conversationUuid ?? t('calls.monthlyCharge')}</td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}

/** The service type in the page's language; a type this screen does not know shows the server's name. */
function serviceTypeName(
  t: ReturnType<typeof useTranslation<'account'>>['t'],
  call: Pick<CallRecordAnswer, 'serviceType' | 'serviceTypePretty'>,
): string {
  switch (call.serviceType) {
    case 'PHONE_PALS':
      return t('serviceType.PHONE_PALS');
    case 'CALL_FORWARDING':
      return t('serviceType.CALL_FORWARDING');
    case 'AI_CHAT':
      return t('serviceType.AI_CHAT');
    case 'MESSAGING':
      return t('serviceType.MESSAGING');
    default:
      return call.serviceTypePretty;
  }
}
