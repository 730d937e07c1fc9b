import { json, mockApi } from '@app/shared/testing';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';

afterEach(() => vi.unstubAllGlobals());

describe('Settings in Spanish (issue 13 §1)', () => {
  it('names the screen, the fields and the buttons in Spanish, and says the save worked', async () => {
    await i18next.changeLanguage('es');
    mockApi({
      'GET /admin/api/getassistantphone': () => json({ value: '+15551234567' }),
      'GET /admin/api/getfriendrate': () => json({ cents: 15 }),
      'POST /admin/api/savefriendrate': ({ init }) => json({ cents: Number(String(init?.body).trim()) }),
    });
    const { user } = renderAdmin('settings');
    expect(await screen.findByRole('heading', { name: 'Configuración' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Número de teléfono del Asistente Personal')).toHaveValue(
      '+15551234567',
    );
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
    await screen.findByDisplayValue('15');
    await user.click(screen.getByRole('button', { name: 'Guardar tarifa' }));
    expect(await screen.findByRole('status')).toHaveTextContent('¡Listo!');
  });
});
