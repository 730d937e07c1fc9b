import { json } from '@app/shared/testing';
import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../../testing/account-api';
import { renderDetail } from '../../../testing/render-detail';

// A save row's outcome is worded at render (shared/src/ui/save-row.tsx useSaveOutcome): a reader who switches to
// Spanish to read it reads it in Spanish.

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('Save Name: its outcome follows a language switch', () => {
  it('a failure, then the switch to Spanish', async () => {
    accountApi('', { handlers: { 'POST /api/savename': () => json({ error: 'x' }, 500) } });
    const { user } = renderDetail('');
    await user.click(await screen.findByRole('button', { name: 'Save Name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save Inmate name');
    await act(() => i18next.changeLanguage('es'));
    expect(await screen.findByText('No se pudo guardar el nombre del interno')).toBeInTheDocument();
  });
});
