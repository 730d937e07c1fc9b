import { json } from '@app/shared/testing';
import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../../testing/account-api';
import { service } from '../../../testing/data';
import { renderDetail } from '../../../testing/render-detail';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

// Current Services keeps its messages as data and words them at render: a reader who switches to Spanish to read a
// failure reads it in Spanish.
describe('Current Services: messages follow a language switch', () => {
  it('a failed Stop Recurring message follows a switch to Spanish', async () => {
    accountApi('', {
      services: [service({ id: 7, title: 'Friends 60', recurringPayments: true })],
      handlers: { 'POST /api/stoprecurring': () => json({ error: 'nope' }, 502) },
    });
    const { user } = renderDetail('');
    await user.click(await screen.findByRole('button', { name: 'Stop Recurring' }));
    await user.click(screen.getByRole('button', { name: 'Yes, stop' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to stop recurring payments!');
    await act(() => i18next.changeLanguage('es'));
    expect(await screen.findByRole('button', { name: 'Detener pagos recurrentes' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('¡No se pudieron detener los pagos recurrentes!');
  });

  it('a refused Renew message follows a switch to Spanish', async () => {
    accountApi('', {
      services: [service({ id: 7, title: 'Friends 60', recurringPayments: true })],
      handlers: {
        'POST /api/renewservice': () =>
          json(
            { error: 'No card is kept for renewals: please pay from the offers', code: 'renewNoCard' },
            409,
          ),
      },
    });
    const { user } = renderDetail('');
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    await user.click(screen.getByRole('button', { name: 'Yes, renew' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No card is kept for renewals');
    await act(() => i18next.changeLanguage('es'));
    expect(await screen.findByRole('button', { name: 'Renovar' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No hay una tarjeta guardada para renovar: pague desde las ofertas',
    );
  });
});
