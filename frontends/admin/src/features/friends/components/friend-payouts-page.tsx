import { Message } from '@app/shared/ui';
import { Link } from 'react-router-dom';
import { BackOfficeTable } from '../../../components/back-office-table';
import { useLoadedList } from '../../../lib/use-loaded-list';
import { getFriendPayouts } from '../api/get-friend-payouts';
import { PayoutRow } from './payout-row';
import { PayoutsStyles } from './payouts-styles';

const COLUMNS = ['Name', 'Monero address', 'Unpaid balance', 'Total paid', 'Last paid', 'Actions'];

/**
 * Payouts under Manage Friends (issue 11, ADMIN only): what each friend earned and was not paid yet, where they are
 * paid, and "mark paid" for a Monero transfer made. Friends with neither earnings nor payments are not listed.
 */
export function FriendPayoutsPage() {
  const { rows: payouts, loadError, reload } = useLoadedList(getFriendPayouts);

  return (
    <section className="admin-screen" aria-labelledby="friend-payouts-title">
      <PayoutsStyles />
      <h1 id="friend-payouts-title">Friend Payouts</h1>
      <p className="no-print">
        <Link to="/admin/friends">Manage Friends</Link>
      </p>
      {loadError && <Message kind="error">{loadError}</Message>}
      {payouts === null && !loadError && <p>Loading…</p>}
      {payouts?.length === 0 && <p>No earnings yet.</p>}
      {payouts && payouts.length > 0 && (
        <BackOfficeTable caption="Friend payouts" columns={COLUMNS}>
          {payouts.map((payout) => (
            <PayoutRow key={payout.friend.id} payout={payout} onPaid={reload} />
          ))}
        </BackOfficeTable>
      )}
    </section>
  );
}
