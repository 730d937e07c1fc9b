/// <reference types="@testing-library/jest-dom/vitest" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function StopButton({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Stop Recurring
      </button>
      {open && (
        <ConfirmDialog
          question="Stop recurring payments for Friends 60?"
          confirmLabel="Yes, stop"
          onConfirm={() => {
            setOpen(false);
            onConfirm();
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}

// Issue 13 §2: a modal dialog (the page behind inert), Cancel focused first, Escape cancels and returns focus.
describe('ConfirmDialog', () => {
  it('opens as a modal dialog with Cancel focused, and Escape gives focus back to its button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<StopButton onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Stop Recurring' });
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Stop recurring payments for Friends 60?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with its confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<StopButton onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Stop Recurring' }));
    await user.click(screen.getByRole('button', { name: 'Yes, stop' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
