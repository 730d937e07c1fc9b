import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type ConfirmDialogProps = {
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The confirmation of spec §4 before stopping recurring payments or auto-renewal. A native modal dialog (issue 13
 * §2): focus stays inside it while open (the page behind is inert), Escape cancels, and focus goes back to the
 * button that opened it when it closes.
 */
export function ConfirmDialog({ question, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={titleId}
      className="account-dialog"
      onCancel={(event) => {
        // Escape: the parent closes the dialog (unmounts it), which returns focus to the opener.
        event.preventDefault();
        onCancel();
      }}
    >
      <p id={titleId}>{question}</p>
      <div className="form__actions">
        <button type="button" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button-secondary" ref={cancelRef} onClick={onCancel}>
          {t('services.cancel')}
        </button>
      </div>
    </dialog>
  );
}
