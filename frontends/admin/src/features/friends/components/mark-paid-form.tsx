import { centsToPrice, markFriendPaidSchema, PAYOUT_AMOUNT_MESSAGE } from '@app/shared';
import { BusyButton, TextField, useConfirmFocus } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormats } from '../../../lib/use-formats';

/** The form's part of the mark-paid schema: the friend is the row's. */
const markPaidFormSchema = markFriendPaidSchema.pick({ amount: true, transactionId: true });
type MarkPaidInput = z.input<typeof markPaidFormSchema>;
export type MarkPaidData = z.output<typeof markPaidFormSchema>;

type Props = {
  /** Who is paid, for the confirmation. */
  name: string;
  /** Dollars; the amount starts as this. */
  unpaidBalance: number;
  /** Records the payment; true when it was recorded. */
  onConfirm: (data: MarkPaidData) => Promise<boolean>;
};

/**
 * "Mark paid" of one friend (issue 11): the amount (the unpaid balance to start with) and the transaction id of the
 * Monero transfer already made, checked by the shared schema, then confirmed, because the ledger is never changed.
 */
export function MarkPaidForm({ name, unpaidBalance, onConfirm }: Props) {
  const { t } = useTranslation('admin');
  const formats = useFormats();
  // More than is owed is never asked to be confirmed: the server refuses it, and the balance is known here.
  const schema = useMemo(
    () =>
      markPaidFormSchema.refine(({ amount }) => Math.round(amount * 100) <= Math.round(unpaidBalance * 100), {
        path: ['amount'],
        message: PAYOUT_AMOUNT_MESSAGE,
      }),
    [unpaidBalance],
  );
  const [pending, setPending] = useState<MarkPaidData | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmFocus = useConfirmFocus(pending !== null, () => setPending(null));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MarkPaidInput, unknown, MarkPaidData>({
    resolver: zodResolver(schema),
    // A new balance after a payment starts the form again at it; the form stays mounted, so after Confirm focus goes
    // back to Mark paid (useConfirmFocus) rather than to the start of the page.
    values: { amount: centsToPrice(Math.round(unpaidBalance * 100)), transactionId: '' },
  });

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    const recorded = await onConfirm(pending);
    setBusy(false);
    setPending(null);
    if (recorded) reset();
  };

  return (
    <form className="form" noValidate onSubmit={handleSubmit(setPending)}>
      <div className="save-row">
        <TextField
          label={t('payouts.amount')}
          inputMode="decimal"
          autoComplete="off"
          disabled={pending !== null}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextField
          label={t('payouts.transactionId')}
          autoComplete="off"
          maxLength={129}
          disabled={pending !== null}
          error={errors.transactionId?.message}
          {...register('transactionId')}
        />
        {!pending && (
          <div className="form__actions">
            <button type="submit" ref={confirmFocus.openerRef}>
              {t('payouts.markPaid')}
            </button>
          </div>
        )}
      </div>
      {pending && (
        <fieldset className="payout-confirm" onKeyDown={confirmFocus.onKeyDown}>
          <legend className="visually-hidden">{t('payouts.confirmLegend')}</legend>
          <p>
            {t('payouts.confirmText', {
              amount: formats.money(pending.amount),
              name,
              transactionId: pending.transactionId,
            })}
          </p>
          <div className="offer-actions">
            <BusyButton onClick={confirm} busy={busy}>
              {t('payouts.confirm')}
            </BusyButton>
            <button
              type="button"
              className="button-secondary"
              ref={confirmFocus.cancelRef}
              onClick={() => setPending(null)}
              disabled={busy}
            >
              {t('shared.cancel')}
            </button>
          </div>
        </fieldset>
      )}
    </form>
  );
}
