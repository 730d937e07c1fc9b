import { json, mockApi } from '@app/shared/testing';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerAnswer } from '../testing/data';
import { renderAdmin } from '../testing/render-admin';

afterEach(() => vi.unstubAllGlobals());

describe('Offer Configuration in Spanish (issue 13 §1)', () => {
  it('shows the Spanish heading, fields, service names and delete question; offers stay as written', async () => {
    await i18next.changeLanguage('es');
    mockApi({
      'GET /admin/api/getoffers': () =>
        json([
          { ...offerAnswer(), active: true, retired: false },
          { ...offerAnswer({ id: 4, title: 'Old bundle', price: 1234.5 }), active: false, retired: true },
        ]),
    });
    const { user } = renderAdmin('offers');
    expect(await screen.findByRole('heading', { name: 'Configuración de ofertas' })).toBeInTheDocument();
    const offer = within(await screen.findByRole('row', { name: 'Friends 100' }));
    expect(offer.getByLabelText('Título')).toHaveValue('Friends 100');
    expect(offer.getByLabelText('Amigos')).toBeChecked();
    expect(offer.getByLabelText('Desvío de llamadas')).not.toBeChecked();
    await user.click(offer.getByRole('button', { name: 'Eliminar' }));
    const confirm = within(await offer.findByRole('group', { name: '¿Eliminar esta oferta?' }));
    expect(confirm.getByText(/^Si ya se compró, o alguien empezó a pagarla, se retira/)).toBeInTheDocument();
    expect(confirm.getByRole('button', { name: 'Sí, eliminar' })).toBeInTheDocument();
    expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    const retired = within(screen.getByRole('row', { name: 'Old bundle' }));
    expect(retired.getByText('1,234.50')).toBeInTheDocument();
    expect(retired.getByText(/^Retirada/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: 'Nueva oferta' })).getByRole('button', { name: 'Agregar' }),
    ).toBeInTheDocument();
  });

  it('says in Spanish, announced and tied to the service types, that an offer needs one', async () => {
    await i18next.changeLanguage('es');
    mockApi({ 'GET /admin/api/getoffers': () => json([]) });
    const { user } = renderAdmin('offers');
    const add = within(await screen.findByRole('row', { name: 'Nueva oferta' }));
    await user.click(add.getByRole('button', { name: 'Agregar' }));
    const types = add.getByRole('group', { name: 'Tipos de servicio' });
    await vi.waitFor(() => expect(types).toHaveAccessibleDescription('Elija al menos 1 tipo de servicio'));
    expect(add.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Elija al menos 1 tipo de servicio',
    );
  });
});
