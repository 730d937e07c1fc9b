import { formatCredits, formatDate } from '@app/shared';
import { useRequest } from '../../../lib/use-request';
import { getInmateCalls } from '../api/get-inmate-calls';

/** Call History (spec §2 screen 4, not for EMPLOYEE1); a record without a conversation id is a fixed charge. */
export function CallHistorySection() {
  const { data: calls, loading } = useRequest(getInmateCalls);
  if (loading && !calls) return <p className="loading">Loading…</p>;
  if (!calls?.length) return <p>No calls yet.</p>;
  return (
    <table className="account-table">
      <thead>
        <tr>
          <th>Date</th>
          <th className="number">Credits Used</th>
          <th>Service</th>
          <th>Type</th>
          <th>Conversation</th>
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
    </table>
  );
}
