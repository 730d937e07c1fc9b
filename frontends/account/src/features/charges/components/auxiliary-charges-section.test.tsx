import { json } from '@app/shared/testing';
import { within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi, open } from '../../../testing/account-api';
import { creditCharge } from '../../../testing/data';
import { renderDetail } from '../../../testing/render-detail';

/** An answer still on its way. */
const never = () => new Promise<Response>(() => {});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

// The charge lists say Loading… while they are read, as Payment History and Call History do.
describe('Auxiliary Charges: loading', () => {
  it('says Loading… under Credit Charges and under Money Charges while they are read', async () => {
    accountApi('', {
      handlers: {
        'GET /api/getauxiliarycreditcharges': never,
        'GET /api/getauxiliarycurrencycharges': never,
      },
    });
    const { user } = renderDetail('');
    const charges = await open(user, 'Auxiliary Charges');
    expect(charges.getByRole('heading', { name: 'Credit Charges' })).toBeInTheDocument();
    expect(charges.getByRole('heading', { name: 'Money Charges' })).toBeInTheDocument();
    expect(charges.getAllByText('Loading…')).toHaveLength(2);
    expect(charges.queryByText('No credit charges.')).toBeNull();
    expect(charges.queryByText('No money charges.')).toBeNull();
  });

  it('replaces Loading… with each list once it answers', async () => {
    let credits: (response: Response) => void = () => {};
    let money: (response: Response) => void = () => {};
    accountApi('', {
      handlers: {
        'GET /api/getauxiliarycreditcharges': () => new Promise<Response>((resolve) => (credits = resolve)),
        'GET /api/getauxiliarycurrencycharges': () => new Promise<Response>((resolve) => (money = resolve)),
      },
    });
    const { user } = renderDetail('');
    const charges = await open(user, 'Auxiliary Charges');
    credits(json([creditCharge()]));
    const row = await charges.findByRole('row', { name: /Replacement earbuds/ });
    expect(within(row).getByText('Messages 100')).toBeInTheDocument();
    expect(charges.getAllByText('Loading…')).toHaveLength(1);
    money(json([]));
    expect(await charges.findByText('No money charges.')).toBeInTheDocument();
    expect(charges.queryByText('Loading…')).toBeNull();
  });

  it('says it in Spanish', async () => {
    await i18next.changeLanguage('es');
    accountApi('', { handlers: { 'GET /api/getauxiliarycreditcharges': never } });
    const { user } = renderDetail('');
    const charges = await open(user, 'Cargos adicionales');
    expect(charges.getByText('Cargando…')).toBeInTheDocument();
    expect(await charges.findByText('No hay cargos en dinero.')).toBeInTheDocument();
  });
});
