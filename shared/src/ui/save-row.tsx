import { type FormEventHandler, type ReactNode, useState } from 'react';
import { useRefusalText } from '../i18n/use-refusal-text';
import { BusyButton } from './busy-button';
import { Message } from './message';

/** What the last save showed: the spec §8 text of its success or failure, or nothing yet. */
export type SaveOutcome = { kind: 'success' | 'error'; text: string } | null;

/** What the last save ended in, kept as data and worded at render. */
type SaveResult = { kind: 'success' } | { kind: 'error'; error: unknown } | null;

/**
 * Runs one save and gives the spec §8 text to show for it: `success` when it worked, `failure` otherwise, followed by
 * the server's reason when it refused the save (409, `useRefusalText`): `Failed to save e-mail: This e-mail is …`.
 * The text is made from the texts of the current render, so after a language switch it is in the new language.
 * @example const { outcome, run } = useSaveOutcome(savedText, failedText);
 */
export function useSaveOutcome(success: string, failure: string) {
  const [result, setResult] = useState<SaveResult>(null);
  const refusalText = useRefusalText();
  const run = async (save: () => Promise<void>) => {
    setResult(null);
    try {
      await save();
      setResult({ kind: 'success' });
    } catch (error) {
      setResult({ kind: 'error', error });
    }
  };
  const outcome: SaveOutcome =
    result &&
    (result.kind === 'success'
      ? { kind: 'success', text: success }
      : { kind: 'error', text: refusalText(failure, result.error) });
  return { outcome, run };
}

export type SaveRowProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The save button's text (the spec's, e.g. "Save Name"). */
  button: string;
  /** While the save runs the button refuses presses (BusyButton, keeping the focus), so one click saves once. */
  busy: boolean;
  outcome: SaveOutcome;
  children: ReactNode;
};

/**
 * One inline form of a detail screen (inmate, friend, staff): its fields and save button on a row, its outcome
 * under it. Styled by the shell's stylesheet (`.save-row`).
 * @example <SaveRow onSubmit={onSubmit} button="Save Name" busy={isSubmitting} outcome={outcome}>…</SaveRow>
 */
export function SaveRow({ onSubmit, button, busy, outcome, children }: SaveRowProps) {
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div className="save-row">
        {children}
        <div className="form__actions">
          <BusyButton type="submit" busy={busy}>
            {button}
          </BusyButton>
        </div>
      </div>
      {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
    </form>
  );
}
