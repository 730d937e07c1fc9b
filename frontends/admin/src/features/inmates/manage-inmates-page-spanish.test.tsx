import { type InmateListRow, TOTAL_COUNT_HEADER } from '@app/shared';
import { mockApi } from '@app/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';

afterEach(() => vi.unstubAllGlobals());

const ROWS: InmateListRow[] = [
  {
    inmate: {
      id: 1,
      firstName: 'Ana',
      lastName: 'López',
      username: 'analopez',
      email: 'ana@example.com',
      secretCode: 'S1',
      twilioNumber: '+15550001111',
    },
    lastUsed: '2020-03-05T12:00:00Z',
    currentServiceTypes: ['PHONE_PALS', 'CALL_FORWARDING'],
    depletedServiceTypes: ['MESSAGING'],
    creditsUsedLast30Days: 0,
  },
  {
    inmate: {
      id: 2,
      firstName: 'Luis',
      lastName: 'Pérez',
      username: 'luisp',
      email: 'luis@example.com',
      twilioNumber: null,
    },
    lastUsed: null,
    currentServiceTypes: [],
    depletedServiceTypes: [],
    creditsUsedLast30Days: 0,
  },
];

describe('Manage Inmates in Spanish (issue 13 §1)', () => {
  it('shows the create form, search, columns, services, status and paging in Spanish', async () => {
    await i18next.changeLanguage('es');
    mockApi({
      'GET /admin/api/getinmates': () =>
        new Response(JSON.stringify(ROWS), {
          headers: { 'content-type': 'application/json', [TOTAL_COUNT_HEADER]: '2' },
        }),
    });
    renderAdmin('inmates');
    expect(
      await screen.findByRole('heading', { name: 'Administrar internos', level: 1 }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Crear interno' }));
    const create = within(screen.getByRole('form', { name: 'Crear interno' }));
    expect(create.getByRole('button', { name: 'Registrar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar internos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Último uso, primero el más reciente' })).toBeInTheDocument();
    const ana = await screen.findByRole('button', { name: 'Iniciar sesión como Ana López (analopez)' });
    const row = within(ana.closest('tr') as HTMLElement);
    expect(row.getByText('Amigos, Desvío de llamadas')).toBeInTheDocument();
    expect(row.getByText('Mensajes')).toBeInTheDocument();
    expect(row.getByText('5 mar 2020')).toBeInTheDocument();
    expect(row.getByText('Inactivo (sin uso por más de 30 días)')).toBeInTheDocument();
    expect(screen.getByText('Inactivo (nunca usado)')).toBeInTheDocument();
    // spec §4: the empty date last used reads never expire, in Spanish too (not a date of 1970).
    expect(screen.getByText('no vence')).toBeInTheDocument();
    expect(screen.queryByText(/1970/)).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Código secreto' })).toBeInTheDocument();
    expect(screen.getByText('1–2 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });
});
