import { Link } from '@app/shared/router';
import { Message } from '@app/shared/ui';
import { useTranslation } from 'react-i18next';
import { BackOfficeTable } from '../../../components/back-office-table';
import { useLoadedList } from '../../../lib/use-loaded-list';
import { getFriendPayouts } from '../api/get-friend-payouts';
import { PayoutRow } from './payout-row';
import { PayoutsStyles } from './payouts-styles';

/**
 * Payouts under Manage Friends (issue 11, ADMIN only): what each friend earned and was not paid yet, where they are
 * paid, and "mark paid" for a Monero transfer made. Friends with neither earnings nor payments are not listed.
 */
export function FriendPayoutsPage() {
  const { t } = useTranslation('admin');
  const { rows: payouts, loadError, reload } = useLoadedList(getFriendPayouts);

  const columns = [
    t('shared.name'),
    t('payouts.columns.moneroAddress'),
    t('payouts.columns.unpaidBalance'),
    t('payouts.columns.totalPaid'),
    t('payouts.columns.lastPaid'),
    t('shared.actions'),
  ];

  return (
    <section className="admin-screen" aria-labelledby="friend-payouts-title">
      <PayoutsStyles />
      <h1 id="friend-payouts-title">{t('payouts.heading')}</h1>
      <p className="no-print">
        <Link to="/admin/friends">{t('payouts.manageFriends')}</Link>
      </p>
      {loadError && <Message kind="error">{loadError}</Message>}
      {payouts === null && !loadError && <p>{t('common:loading')}</p>}
      {payouts?.length === 0 && <p>{t('payouts.none')}</p>}
      {payouts && payouts.length > 0 && (
        <BackOfficeTable caption={t('payouts.caption')} columns={columns}>
          {payouts.map((payout) => (
            <PayoutRow key={payout.friend.id} payout={payout} onPaid={reload} />
          ))}
        </BackOfficeTable>
      )}
    </section>
  );
}
