/// <reference types="@testing-library/jest-dom/vitest" />
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDelete } from './confirm-delete';

const LABELS = { delete: 'Eliminar', yesDelete: 'Sí, eliminar', cancel: 'Cancelar' };

// Issue 13 §2: a Delete that asks again in place, in the caller's words, and sends once.
describe('ConfirmDelete', () => {
  it('asks in the caller’s words, with the detail, under an accessible name for Delete', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(async () => {});
    render(
      <ConfirmDelete
        question="¿Eliminar el archivo 104233?"
        detail="No se puede recuperar."
        labels={LABELS}
        deleteName="Eliminar 104233"
        onDelete={onDelete}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar 104233' }));
    expect(screen.getByRole('group', { name: '¿Eliminar el archivo 104233?' })).toBeInTheDocument();
    expect(screen.getByText('No se puede recuperar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Eliminar 104233' })).toHaveFocus());
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
