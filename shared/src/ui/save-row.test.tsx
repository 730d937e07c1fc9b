/// <reference types="@testing-library/jest-dom/vitest" />
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api';
import { SaveRow, useSaveOutcome } from './save-row';
import { TextField } from './text-field';

/** A save row as a detail screen uses it: `save` decides the outcome; a second click while saving is ignored. */
function NameRow({ save }: { save: (name: string) => Promise<void> }) {
  const { outcome, run } = useSaveOutcome('Inmate name saved', 'Failed to save Inmate name');
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name'));
    setBusy(true);
    await run(() => save(name));
    setBusy(false);
  };
  return (
    <SaveRow onSubmit={onSubmit} button="Save Name" busy={busy} outcome={outcome}>
      <TextField label="Name" name="name" defaultValue="Alex" />
    </SaveRow>
  );
}

describe('SaveRow and useSaveOutcome', () => {
  it('saves the row and shows the success text as a status', async () => {
    const saved: string[] = [];
    render(<NameRow save={async (name) => void saved.push(name)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Inmate name saved');
    expect(saved).toEqual(['Alex']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the failure text as an alert when the save throws, and clears it on the next try', async () => {
    let fail = true;
    render(
      <NameRow
        save={async () => {
          if (fail) throw new Error('network');
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save Inmate name');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Inmate name saved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds the server’s reason after the failure text on a refusal (409), as Offer Configuration', async () => {
    let failure = new ApiError('This user name is already taken', 409);
    render(
      <NameRow
        save={async () => {
          throw failure;
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to save Inmate name: This user name is already taken$/,
    );
    failure = new ApiError('Database down', 500);
    await userEvent.click(screen.getByRole('button', { name: 'Save Name' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to save Inmate name$/));
  });

  it('refuses presses while the save runs, keeping the focus on its button', async () => {
    let finish = () => {};
    const saved: string[] = [];
    render(
      <NameRow
        save={(name) =>
          new Promise<void>((resolve) => {
            saved.push(name);
            finish = resolve;
          })
        }
      />,
    );
    const button = screen.getByRole('button', { name: 'Save Name' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(saved).toEqual(['Alex']);
    finish();
    expect(await screen.findByRole('status')).toHaveTextContent('Inmate name saved');
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});
