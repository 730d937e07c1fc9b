import { useConfirmFocus } from '@app/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type ConfirmDeleteProps = {
  /** The confirmation's question, e.g. "Delete this employee?". */
  question: string;
  /** What deleting does beyond the question says, shown under it. */
  detail?: string;
  /** Another action of the row is running. */
  disabled: boolean;
  /** Deletes; the confirmation closes once it is done, whatever the outcome (the page says which). */
  onDelete: () => Promise<void>;
};

/**
 * A row's Delete that asks again in place before anything is sent, as the audio-file Delete and Mark paid do
 * (`useConfirmFocus`: Cancel takes focus, Escape cancels, focus goes back to Delete). Yes, delete sends once.
 */
export function ConfirmDelete({ question, detail, disabled, onDelete }: ConfirmDeleteProps) {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const confirmFocus = useConfirmFocus(confirming, () => setConfirming(false));

  if (!confirming) {
    return (
      <button
        type="button"
        ref={confirmFocus.openerRef}
        disabled={disabled}
        onClick={() => setConfirming(true)}
      >
        {t('shared.delete')}
      </button>
    );
  }
  return (
    <fieldset className="row-confirm" onKeyDown={confirmFocus.onKeyDown}>
      <legend>{question}</legend>
      {detail && <p>{detail}</p>}
      <div className="offer-actions">
        <button
          type="button"
          disabled={disabled || deleting}
          onClick={async () => {
            setDeleting(true);
            await onDelete();
            setDeleting(false);
            setConfirming(false);
          }}
        >
          {t('shared.yesDelete')}
        </button>
        <button
          type="button"
          className="button-secondary"
          ref={confirmFocus.cancelRef}
          disabled={deleting}
          onClick={() => setConfirming(false)}
        >
          {t('shared.cancel')}
        </button>
      </div>
    </fieldset>
  );
}
