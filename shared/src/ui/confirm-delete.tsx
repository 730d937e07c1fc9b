import { useState } from 'react';
import { useConfirmFocus } from './use-confirm-focus';

/** The words of a ConfirmDelete, in the caller's language (each remote has them in its own catalogue). */
export type ConfirmDeleteLabels = {
  /** The button that asks, e.g. "Delete". */
  delete: string;
  /** The button that deletes, e.g. "Yes, delete". */
  yesDelete: string;
  /** The button that keeps, e.g. "Cancel". */
  cancel: string;
};

export type ConfirmDeleteProps = {
  /** The confirmation's question, e.g. "Delete this employee?". */
  question: string;
  /** What deleting does beyond the question says, shown under it. */
  detail?: string;
  labels: ConfirmDeleteLabels;
  /** The Delete button's accessible name when the visible word alone is ambiguous, e.g. "Delete 104233". */
  deleteName?: string;
  /** The Delete button's class (a secondary button in a list, the plain one in a back-office row). */
  deleteClassName?: string;
  /** Another action of the row is running. */
  disabled?: boolean;
  /** Deletes; the confirmation closes once it is done, whatever the outcome (the page says which). */
  onDelete: () => Promise<void>;
};

/**
 * A row's Delete that asks again in place before anything is sent (issue 13 §2), on `useConfirmFocus`: Cancel takes
 * focus, Escape cancels, focus goes back to Delete. Yes, delete sends once and stays disabled until it is done.
 * Styled by the shell's stylesheet (`.row-confirm`).
 * @example <ConfirmDelete question="Delete this offer?" labels={{ delete, yesDelete, cancel }} onDelete={remove} />
 */
export function ConfirmDelete({
  question,
  detail,
  labels,
  deleteName,
  deleteClassName,
  disabled = false,
  onDelete,
}: ConfirmDeleteProps) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const confirmFocus = useConfirmFocus(confirming, () => setConfirming(false));

  if (!confirming) {
    return (
      <button
        type="button"
        className={deleteClassName}
        ref={confirmFocus.openerRef}
        aria-label={deleteName}
        disabled={disabled}
        onClick={() => setConfirming(true)}
      >
        {labels.delete}
      </button>
    );
  }
  return (
    <fieldset className="row-confirm" onKeyDown={confirmFocus.onKeyDown}>
      <legend>{question}</legend>
      {detail && <p>{detail}</p>}
      <div className="row-confirm__actions">
        <button
          type="button"
          disabled={disabled || deleting}
          onClick={async () => {
            setDeleting(true);
            try {
              await onDelete();
            } finally {
              setDeleting(false);
              setConfirming(false);
            }
          }}
        >
          {labels.yesDelete}
        </button>
        <button
          type="button"
          className="button-secondary"
          ref={confirmFocus.cancelRef}
          disabled={deleting}
          onClick={() => setConfirming(false)}
        >
          {labels.cancel}
        </button>
      </div>
    </fieldset>
  );
}
