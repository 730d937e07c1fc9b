import { json } from '@app/shared/testing';
import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../../testing/account-api';
import { renderDetail } from '../../../testing/render-detail';

// The account's outcome messages are worded at render (shared/src/ui/save-row.tsx useSaveOutcome, lib/use-outcome.ts):
// a reader who switches to Spanish to read one reads it in Spanish.

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('outcome messages follow a language switch', () => {
  it('Save Name: a failure, then the switch to Spanish', async () => {
    accountApi('', { handlers: { 'POST /api/savename': () => json({ error: 'x' }, 500) } });
    const { user } = renderDetail('');
    await user.click(await screen.findByRole('button', { name: 'Save Name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save Inmate name');
    await act(() => i18next.changeLanguage('es'));
    expect(await screen.findByText('No se pudo guardar el nombre del interno')).toBeInTheDocument();
  });

  it("Inmate's Files: a refused upload, then the switch to Spanish", async () => {
    accountApi('');
    const { user } = renderDetail('');
    await user.click(await screen.findByRole('button', { name: "Inmate's Files" }));
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please choose a file')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('es'));
    expect(await screen.findByText('Por favor, elija un archivo')).toBeInTheDocument();
  });
});
