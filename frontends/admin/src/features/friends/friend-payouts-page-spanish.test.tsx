import { json, mockApi } from '@app/shared/testing';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';

afterEach(() => vi.unstubAllGlobals());

const PAYOUT = {
  friend: { id: 7, firstName: 'Sam', lastName: 'Rivera', username: 'samr' },
  moneroAddress: null,
  unpaidBalance: 1234.5,
  totalEarned: 1300,
  totalPaid: 65.5,
  lastPaidAt: '2026-11-24T10:00:00.000Z',
};

describe('Friend Payouts in Spanish (issue 13 §1)', () => {
  it('shows the table, the mark-paid form, its confirmation and the history in Spanish', async () => {
    await i18next.changeLanguage('es');
    mockApi({
      'GET /admin/api/getfriendpayouts': () => json([PAYOUT]),
      'GET /admin/api/getfriendpayments': () => json([]),
    });
    const { user } = renderAdmin('friends/payouts');
    expect(await screen.findByRole('heading', { name: 'Pagos a los amigos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Administrar amigos' })).toBeInTheDocument();
    const row = within(await screen.findByRole('row', { name: 'Sam Rivera' }));
    expect(screen.getByRole('columnheader', { name: 'Saldo sin pagar' })).toBeInTheDocument();
    expect(row.getByText('ninguna')).toBeInTheDocument();
    expect(row.getByText('$1,234.50')).toBeInTheDocument();
    expect(row.getByText('24 nov 2026')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Marcar como pagado: Sam Rivera' }));
    const panel = within(screen.getByRole('region', { name: 'Pagos a Sam Rivera' }));
    expect(await panel.findByText('Todavía no hay pagos.')).toBeInTheDocument();
    await user.type(panel.getByLabelText('ID de la transacción'), 'tx-1');
    await user.click(panel.getByRole('button', { name: 'Marcar como pagado' }));
    expect(
      panel.getByText('¿Registrar un pago de $1,234.50 a Sam Rivera con la transacción tx-1?'),
    ).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});
