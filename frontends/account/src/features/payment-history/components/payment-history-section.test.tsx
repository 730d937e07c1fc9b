import { json } from '@app/shared/testing';
import { act } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi, open } from '../../../testing/account-api';
import { renderDetail } from '../../../testing/render-detail';

// Payment History names how each payment was made: a card's own description as the provider gave it, and the
// product's own words (a manual payment, a card not described) in the reader's language.

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18next.changeLanguage('en'));
});

const payment = (id: number, description: string) => ({
  id,
  paymentDate: '2026-01-10T12:00:00.000Z',
  amount: 19.99,
  status: 'succeeded',
  serviceTitles: ['Friends 60'],
  paymentMethod: { description },
});

async function historyIn(language: 'en' | 'es') {
  await act(() => i18next.changeLanguage(language));
  accountApi('', {
    handlers: {
      'GET /api/getinmatepayments': () =>
        json([
          payment(7, 'Manual payment: Money order #7'),
          payment(8, 'Card'),
          payment(9, 'Manual payment'),
          payment(10, 'Visa •••• 4242'),
        ]),
    },
  });
  const { user } = renderDetail('');
  const history = await open(user, language === 'es' ? 'Historial de pagos' : 'Payment History');
  await history.findByText(/Money order #7/);
  return history
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.lastElementChild?.textContent);
}

describe('Payment History’s payment methods', () => {
  it('are the stored words in English', async () => {
    expect(await historyIn('en')).toEqual([
      'Manual payment: Money order #7',
      'Card',
      'Manual payment',
      'Visa •••• 4242',
    ]);
  });

  it('are the product’s words in Spanish, the staff’s notes and the card’s own description as they are', async () => {
    expect(await historyIn('es')).toEqual([
      'Pago manual: Money order #7',
      'Tarjeta',
      'Pago manual',
      'Visa •••• 4242',
    ]);
  });
});
