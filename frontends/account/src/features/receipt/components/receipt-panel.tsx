import type { ReceiptAnswer } from '@app/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/use-formats';
import { getReceipt } from '../api/get-receipt';

/** How often and how long the panel asks again while the webhook records the payment. */
export const RECEIPT_RETRY_MS = 1000;
export const RECEIPT_ATTEMPTS = 30;

type Recorded = Extract<ReceiptAnswer, { status: 'recorded' }>;
type State =
  | { kind: 'pending' }
  | { kind: 'recorded'; receipt: Recorded }
  | { kind: 'refunded' }
  | { kind: 'late' };

/**
 * The receipt panel at the top of the detail page after a card payment (issue 13 §4): "being recorded" while the
 * webhook books the payment (asked again every second, never a blank screen), then what was bought, the amount, the
 * card's last four, the credits added and the renewal date; or that it was refunded since. `onRecorded` lets the page
 * show the new services.
 */
export function ReceiptPanel({
  paymentIntent,
  onRecorded,
}: {
  paymentIntent: string;
  onRecorded: () => void;
}) {
  const { t } = useTranslation('account');
  const formats = useFormats();
  const headingId = useId();
  const [state, setState] = useState<State>({ kind: 'pending' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: one polling run per payment; onRecorded is read once
  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (attempt: number) => {
      const answer = await getReceipt(paymentIntent).catch(() => null);
      if (!current) return;
      if (answer?.status === 'recorded') {
        setState({ kind: 'recorded', receipt: answer });
        onRecorded();
      } else if (answer?.status === 'refunded') setState({ kind: 'refunded' });
      else if (attempt + 1 >= RECEIPT_ATTEMPTS) setState({ kind: 'late' });
      else timer = setTimeout(() => ask(attempt + 1), RECEIPT_RETRY_MS);
    };
    setState({ kind: 'pending' });
    void ask(0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [paymentIntent]);

  return (
    <section className="receipt" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('receipt.title')}</h2>
      <div role="status">
        {state.kind === 'pending' && <p>{t('receipt.pending')}</p>}
        {state.kind === 'late' && <p>{t('receipt.late')}</p>}
        {state.kind === 'refunded' && <p>{t('receipt.refunded')}</p>}
        {state.kind === 'recorded' && <p>{t('receipt.thanks')}</p>}
      </div>
      {state.kind === 'recorded' && (
        <>
          <dl className="account-fields">
            <dt>{t('receipt.amount')}</dt>
            <dd>{formats.money(state.receipt.amount)}</dd>
            <dt>{t('receipt.paidWith')}</dt>
            <dd>
              {state.receipt.cardLast4
                ? t('receipt.cardEnding', { last4: state.receipt.cardLast4 })
                : formats.method(state.receipt.paymentMethod)}
            </dd>
            <dt>{t('receipt.date')}</dt>
            <dd>{formats.date(state.receipt.date)}</dd>
          </dl>
          <h3>{t('receipt.bought')}</h3>
          <ul className="receipt-items">
            {state.receipt.items.map((item) => (
              <li key={item.title}>
                <strong>{item.title}</strong>:{' '}
                {t('receipt.creditsAdded', { credits: formats.credits(item.creditsAdded) })}.{' '}
                {item.renewsOn
                  ? t('receipt.renewsOn', { date: formats.date(item.renewsOn) })
                  : item.paidThrough
                    ? t('receipt.validThrough', { date: formats.date(item.paidThrough) })
                    : t('receipt.neverExpires')}
              </li>
            ))}
          </ul>
          <p>{t('receipt.emailed')}</p>
        </>
      )}
    </section>
  );
}
