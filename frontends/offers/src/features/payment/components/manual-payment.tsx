import { withAccountChanged } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { useNavigate } from '@app/shared/router';
import { BusyButton, Collapsible, Message, TextAreaField } from '@app/shared/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { manualPay } from '../api/manual-pay';

/** spec §8's failure text (the server's too, so shown through the errors catalogue). */
export const MANUAL_PAYMENT_FAILED = 'Unable to process payment! Please Choose another method';
/** How long the thank-you stays before the detail screen. */
export const THANK_YOU_MS = 1500;

/** The admin's Manual Payment by Admin section (spec §2 screen 3): reference notes and Pay. */
export function ManualPayment() {
  const navigate = useNavigate();
  const { t } = useTranslation('offers');
  const errorText = useErrorText();
  const [notes, setNotes] = useState('');
  const [outcome, setOutcome] = useState<'paid' | 'failed'>();
  // spec §8's text, with the reason when the page shows another inmate than the session's now (reload).
  const [failure, setFailure] = useState<unknown>();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (outcome !== 'paid') return;
    // spec §4: after a successful manual payment the user goes to the detail screen.
    const timer = setTimeout(() => navigate('/admin/inmates/detail'), THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setOutcome(undefined);
    try {
      await manualPay(notes);
      setOutcome('paid');
    } catch (error) {
      setFailure(error);
      setOutcome('failed');
    } finally {
      setSending(false);
    }
  };

  return (
    <Collapsible title={t('manual.title')}>
      <form className="form" onSubmit={pay}>
        <TextAreaField
          label={t('manual.notes')}
          rows={3}
          maxLength={1000}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        {outcome === 'paid' && <Message kind="success">{t('manual.thankYou')}</Message>}
        {outcome === 'failed' && (
          <Message kind="error">
            {withAccountChanged(errorText, errorText(MANUAL_PAYMENT_FAILED), failure)}
          </Message>
        )}
        <div className="form__actions">
          <BusyButton type="submit" disabled={outcome === 'paid'} busy={sending}>
            {t('manual.pay')}
          </BusyButton>
        </div>
      </form>
    </Collapsible>
  );
}
