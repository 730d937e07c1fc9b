import { json } from '@app/shared/testing';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi, open } from '../testing/account-api';
import { renderDetail } from '../testing/render-detail';

afterEach(() => vi.unstubAllGlobals());

// A list that could not be read says so (with the API's reason when it gave one) instead of looking empty:
// "No payments yet." on a 500 would tell the inmate something false (docs/decisions.md "Lists that failed to load").
describe('inmate detail: lists that failed to load', () => {
  it('Payment History and Call History say they could not be loaded, not that there is nothing', async () => {
    accountApi('', {
      handlers: {
        'GET /api/getinmatepayments': () => json({ error: 'Database unavailable' }, 500),
        // No reason given (or the network failed): the text alone.
        'GET /api/getinmatecalls': () => json({}, 503),
      },
    });
    const { user } = renderDetail('');
    const payments = await open(user, 'Payment History');
    expect(await payments.findByRole('alert')).toHaveTextContent(
      'This list could not be loaded: Database unavailable',
    );
    expect(payments.queryByText('No payments yet.')).toBeNull();
    const calls = await open(user, 'Call History');
    expect(await calls.findByRole('alert')).toHaveTextContent(
      /^This list could not be loaded\. Please try again later\.$/,
    );
    expect(calls.queryByText('No calls yet.')).toBeNull();
  });

  it('the credit and money charge tables say so too', async () => {
    accountApi('/admin', {
      handlers: {
        'GET /api/getauxiliarycreditcharges': () => json({ error: 'Database unavailable' }, 500),
        'GET /api/getauxiliarycurrencycharges': () => json({ error: 'Payments unavailable' }, 502),
      },
    });
    const { user } = renderDetail('/admin');
    const charges = await open(user, 'Auxiliary Charges');
    await vi.waitFor(() => expect(charges.getAllByRole('alert')).toHaveLength(2));
    const [credit, money] = charges.getAllByRole('alert');
    expect(credit).toHaveTextContent('This list could not be loaded: Database unavailable');
    expect(money).toHaveTextContent('This list could not be loaded: Payments unavailable');
    expect(charges.queryByText('No credit charges.')).toBeNull();
    expect(charges.queryByText('No money charges.')).toBeNull();
  });

  it('says it in Spanish, the API’s reason in Spanish when the catalogue has it', async () => {
    await i18next.changeLanguage('es');
    accountApi('', {
      handlers: {
        'GET /api/getinmatepayments': () => json({ error: 'Log in as an inmate first' }, 403),
        'GET /api/getinmatecalls': () => json({}, 500),
      },
    });
    const { user } = renderDetail('');
    const payments = await open(user, 'Historial de pagos');
    expect(await payments.findByRole('alert')).toHaveTextContent(
      'No se pudo cargar esta lista: Primero inicie sesión como un interno',
    );
    const calls = await open(user, 'Historial de llamadas');
    expect(await calls.findByRole('alert')).toHaveTextContent(
      'No se pudo cargar esta lista. Vuelva a intentarlo más tarde.',
    );
    expect(screen.queryByText('Todavía no hay pagos.')).toBeNull();
  });
});
