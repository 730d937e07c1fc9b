import { centsToPrice, formatMoney, markFriendPaidSchema } from '@app/shared';
import { TextField } from '@app/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

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
  const [pending, setPending] = useState<MarkPaidData | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MarkPaidInput, unknown, MarkPaidData>({
    resolver: zodResolver(markPaidFormSchema),
    defaultValues: { amount: centsToPrice(Math.round(unpaidBalance * 100)), transactionId: '' },
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
          label="Amount"
          inputMode="decimal"
          autoComplete="off"
          disabled={pending !== null}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextField
          label="Transaction id"
          autoComplete="off"
          maxLength={129}
          disabled={pending !== null}
          error={errors.transactionId?.message}
          {...register('transactionId')}
        />
        {!pending && (
          <div className="form__actions">
            <button type="submit">Mark paid</button>
          </div>
        )}
      </div>
      {pending && (
        <fieldset className="payout-confirm">
          <legend className="visually-hidden">Confirm the payment</legend>
          <p>
            Record {formatMoney(pending.amount)} paid to {name} with transaction {pending.transactionId}?
          </p>
          <div className="offer-actions">
            <button type="button" onClick={confirm} disabled={busy}>
              Confirm
            </button>
            <button
              type="button"
              className="button-secondary"
              onClick={() => setPending(null)}
              disabled={busy}
            >
              Cancel
            </button>
          </div>
        </fieldset>
      )}
    </form>
  );
}
