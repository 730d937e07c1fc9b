import { Message } from '@app/shared/ui';
import { type FormEventHandler, type ReactNode, useState } from 'react';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** Runs one save and keeps the spec §8 text to show for it: `success` when it worked, `failure` otherwise. */
export function useSaveOutcome(success: string, failure: string) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async (save: () => Promise<void>) => {
    setOutcome(null);
    try {
      await save();
      setOutcome({ kind: 'success', text: success });
    } catch {
      setOutcome({ kind: 'error', text: failure });
    }
  };
  return { outcome, run };
}

type SaveRowProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  button: string;
  busy: boolean;
  outcome: Outcome;
  children: ReactNode;
};

/** One inline form of Inmate Account Info: its fields and save button on a row, its outcome under it. */
export function SaveRow({ onSubmit, button, busy, outcome, children }: SaveRowProps) {
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div className="account-row">
        {children}
        <div className="form__actions">
          <button type="submit" disabled={busy}>
            {button}
          </button>
        </div>
      </div>
      {outcome && <Message kind={outcome.kind}>{outcome.text}</Message>}
    </form>
  );
}
