import { ApiError, type FriendPayoutAnswer } from '@app/shared';
import { Message } from '@app/shared/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/use-formats';
import { useOutcome } from '../../../lib/use-outcome';
import { markFriendPaid } from '../api/mark-friend-paid';
import { type MarkPaidData, MarkPaidForm } from './mark-paid-form';
import { PaymentsHistory } from './payments-history';

const COLUMN_COUNT = 6;

type Props = {
  payout: FriendPayoutAnswer;
  /** Reloads the table after a payment was recorded. */
  onPaid: () => Promise<void>;
};

/**
 * One friend of the Payouts table, and under it (opened with Mark paid) the mark-paid form, its outcome ("Success!"
 * or the server's message) and the friend's payments.
 */
export function PayoutRow({ payout, onPaid }: Props) {
  const { t } = useTranslation('admin');
  const formats = useFormats();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useOutcome();
  const panelId = useId();
  const { friend } = payout;
  const name = `${friend.firstName} ${friend.lastName}`;

  const record = async (data: MarkPaidData) => {
    setOutcome(null);
    try {
      // The address shown is the one the Monero went to, whatever the friend has changed since.
      await markFriendPaid({
        friendId: friend.id,
        ...data,
        moneroAddress: payout.moneroAddress ?? undefined,
      });
      setOutcome({ kind: 'success', word: ({ t }) => t('shared.success') });
      await onPaid();
      return true;
    } catch (failure) {
      setOutcome({
        kind: 'error',
        word: ({ t, errorText }) =>
          failure instanceof ApiError ? errorText(failure.message, failure.code) : t('errors:failed'),
      });
      return false;
    }
  };

  return (
    <>
      <tr aria-label={name}>
        <td>
          {name} <span className="friend-card__id">({friend.username})</span>
        </td>
        <td className="payout-wrap">{payout.moneroAddress ?? t('payouts.noAddress')}</td>
        <td>{formats.money(payout.unpaidBalance)}</td>
        <td>{formats.money(payout.totalPaid)}</td>
        <td>{payout.lastPaidAt ? formats.date(payout.lastPaidAt) : t('shared.neverExpire')}</td>
        <td>
          <button
            type="button"
            className="button-secondary"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t('payouts.markPaidOf', { name })}
            onClick={() => setOpen(!open)}
          >
            {t('payouts.markPaid')}
          </button>
        </td>
      </tr>
      {open && (
        <tr id={panelId}>
          <td colSpan={COLUMN_COUNT}>
            <section className="payout-panel" aria-label={t('payouts.paymentsOf', { name })}>
              <MarkPaidForm name={name} unpaidBalance={payout.unpaidBalance} onConfirm={record} />
              {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
              <PaymentsHistory friendId={friend.id} version={`${payout.totalPaid}/${payout.lastPaidAt}`} />
            </section>
          </td>
        </tr>
      )}
    </>
  );
}
