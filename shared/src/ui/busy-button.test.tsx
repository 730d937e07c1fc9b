/// <reference types="@testing-library/jest-dom/vitest" />
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BusyButton } from './busy-button';

/** A form whose save takes until `finish` is called, counting the saves started. */
function SlowForm({ saves }: { saves: { count: number; finish: () => void } }) {
  const [busy, setBusy] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    saves.count += 1;
    setBusy(true);
    saves.finish = () => setBusy(false);
  };
  return (
    <form onSubmit={onSubmit}>
      <label htmlFor="name">Name</label>
      <input id="name" name="name" defaultValue="Alex" />
      <BusyButton type="submit" busy={busy}>
        Save Name
      </BusyButton>
    </form>
  );
}

describe('BusyButton', () => {
  it('keeps the focus while its action runs and ignores presses meanwhile', async () => {
    const saves = { count: 0, finish: () => {} };
    render(<SlowForm saves={saves} />);
    const button = screen.getByRole('button', { name: 'Save Name' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(saves.count).toBe(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '{Enter}');
    expect(saves.count).toBe(1);

    saves.finish();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(button);
    expect(saves.count).toBe(2);
  });

  it('is a plain button unless told otherwise, and runs its onClick when not busy', async () => {
    let clicks = 0;
    render(
      <form onSubmit={() => expect.fail('submitted')}>
        <BusyButton busy={false} onClick={() => (clicks += 1)}>
          Reset
        </BusyButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(clicks).toBe(1);
  });
});
