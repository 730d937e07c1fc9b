import { useEffect, useId, useRef } from 'react';

type ConfirmDialogProps = {
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The confirmation of spec §4 before stopping recurring payments or auto-renewal; Escape cancels. */
export function ConfirmDialog({ question, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="account-dialog"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p id={titleId}>{question}</p>
      <div className="form__actions">
        <button type="button" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button-secondary" ref={cancelRef} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
