import { json, mockApi } from '@app/shared/testing';
import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const JAIL = {
  id: 2,
  name: 'County Jail #2',
  phoneNumber: '5551234567',
  promptDuration: 10,
  pauseBeforeGreeting: 2,
  dtmfResponse: '1',
};

describe('Jail Configuration in Spanish (issue 13 §1)', () => {
  it('shows the Spanish heading, columns and buttons, and keeps the jail’s name as staff wrote it', async () => {
    await i18next.changeLanguage('es');
    mockApi({
      'GET /admin/api/getjails': () => json([JAIL]),
      'POST /admin/api/addjail': () => json({ message: 'Jail Added', jail: JAIL }),
    });
    const { user } = renderAdmin('jails');
    expect(
      await screen.findByRole('heading', { name: 'Configuración de centros penitenciarios' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Tono DTMF para aceptar' })).toBeInTheDocument();
    const jail = within(screen.getByRole('row', { name: 'County Jail #2' }));
    expect(jail.getByLabelText('N.º de teléfono')).toHaveValue('5551234567');
    await user.click(jail.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Centro penitenciario guardado');
    expect(
      within(screen.getByRole('row', { name: 'Nuevo centro penitenciario' })).getByRole('button', {
        name: 'Agregar',
      }),
    ).toBeInTheDocument();
  });

  it('words a save’s outcome in the language shown now: a switch after it shows it in Spanish', async () => {
    mockApi({
      'GET /admin/api/getjails': () => json([JAIL]),
      'POST /admin/api/addjail': () => json({ error: 'Failed!' }, 500),
    });
    const { user } = renderAdmin('jails');
    const jail = within(await screen.findByRole('row', { name: 'County Jail #2' }));
    await user.click(jail.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to Add Jail');
    await act(() => i18next.changeLanguage('es'));
    expect(await screen.findByText('No se pudo guardar el centro penitenciario')).toBeInTheDocument();
  });
});
