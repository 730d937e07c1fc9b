import { Collapsible, Message, TextAreaField } from '@app/shared/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { manualPay } from '../api/manual-pay';

/** spec §8 texts. */
export const THANK_YOU = 'Thank You for your payment';
export const MANUAL_PAYMENT_FAILED = 'Unable to process payment! Please Choose another method';
/** How long the thank-you stays before the detail screen. */
export const THANK_YOU_MS = 1500;

/** The admin's Manual Payment by Admin section (spec §2 screen 3): reference notes and Pay. */
export function ManualPayment() {
  const navigate = useNavigate();
  const [notes, setNotes] = useState('');
  const [outcome, setOutcome] = useState<'paid' | 'failed'>();
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
    } catch {
      setOutcome('failed');
    } finally {
      setSending(false);
    }
  };

  return (
    <Collapsible title="Manual Payment by Admin">
      <form className="form" onSubmit={pay}>
        <TextAreaField
          label="Reference notes"
          rows={3}
          maxLength={1000}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        {outcome === 'paid' && <Message kind="success">{THANK_YOU}</Message>}
        {outcome === 'failed' && <Message kind="error">{MANUAL_PAYMENT_FAILED}</Message>}
        <div className="form__actions">
          <button type="submit" disabled={sending || outcome === 'paid'}>
            Pay
          </button>
        </div>
      </form>
    </Collapsible>
  );
}
