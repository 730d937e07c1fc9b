import { formatCredits, formatDate } from '@app/shared';
import { StackedTable } from '@app/shared/ui';
import { useRequest } from '../../../lib/use-request';
import { getInmateCalls } from '../api/get-inmate-calls';

/** Call History (spec §2 screen 4, not for EMPLOYEE1); a record without a conversation id is a fixed charge. */
export function CallHistorySection() {
  const { data: calls, loading } = useRequest(getInmateCalls);
  if (loading && !calls) return <p className="loading">Loading…</p>;
  if (!calls?.length) return <p>No calls yet.</p>;
  return (
    <StackedTable className="account-table">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col" className="number">
            Credits Used
          </th>
          <th scope="col">Service</th>
          <th scope="col">Type</th>
          <th scope="col">Conversation</th>
        </tr>
      </thead>
      <tbody>
        {calls.map((call) => (
          <tr key={call.id}>
            <td>{formatDate(call.date)}</td>
            <td className="number">{formatCredits(call.creditsUsed)}</td>
            <td>{call.service.title}</td>
            <td>{call.serviceTypePretty}</td>
            <td>{call.conversationUuid ?? 'Monthly charge'}</td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}
