/// <reference types="@testing-library/jest-dom/vitest" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useConfirmFocus } from './use-confirm-focus';

function DeleteWithConfirm() {
  const [confirming, setConfirming] = useState(false);
  const { openerRef, cancelRef, onKeyDown } = useConfirmFocus(confirming, () => setConfirming(false));
  return confirming ? (
    <fieldset onKeyDown={onKeyDown}>
      <legend>Delete this file?</legend>
      <button type="button">Yes, delete</button>
      <button type="button" ref={cancelRef} onClick={() => setConfirming(false)}>
        Cancel
      </button>
    </fieldset>
  ) : (
    <button type="button" ref={openerRef} onClick={() => setConfirming(true)}>
      Delete
    </button>
  );
}

// Issue 13 §2: an in-place confirmation takes focus, Escape cancels it, and focus returns to what opened it.
describe('useConfirmFocus', () => {
  it('focuses Cancel when the confirmation opens and the opener again after Escape', async () => {
    const user = userEvent.setup();
    render(<DeleteWithConfirm />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Delete this file?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('gives focus back to the opener after Cancel', async () => {
    const user = userEvent.setup();
    render(<DeleteWithConfirm />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });
});
