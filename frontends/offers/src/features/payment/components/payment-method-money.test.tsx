/// <reference types="@testing-library/jest-dom/vitest" />
import type { Session } from '@app/shared';
import { json, mockApi } from '@app/shared/testing';
import { loadStripeFor } from '@app/shared/ui/load-stripe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../../testing/data';
import { fakeStripe } from '../../../testing/fake-stripe';
import { PaymentMethodScreen } from './payment-method-screen';

// Issue 13 §4 on the payment method screen (spec §2 screen 3): the total, what each offer's credits buy, what the
// Recurring/Automatic choice means, the pay button saying one-time payment or subscription, and Back to the offers.

vi.mock('@app/shared/ui/load-stripe', () => ({ loadStripeFor: vi.fn() }));

const INMATE: Session = { inmate: { id: 7, username: 'dana', firstName: 'Dana' } };

const stubStripe = () => vi.mocked(loadStripeFor).mockResolvedValue(fakeStripe());

function setup() {
  const offers = catalogue();
  mockApi({
    'GET /api/getselectedoffers': () => json({ offers: [offers.pals, offers.digital], total: 25.98 }),
    'GET /api/getstripepaymentintent': () =>
      json({
        clientSecret: 'pi_1_secret_2',
        payButtonText: 'Pay $25.98',
        stripePublicKey: 'pk_test_local',
        amount: 25.98,
      }),
  });
  render(
    <MemoryRouter initialEntries={['/inmates/paymentmethod']}>
      <PaymentMethodScreen basePath="" session={INMATE} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => vi.mocked(loadStripeFor).mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('PaymentMethodScreen: clear about money (issue 13 §4)', () => {
  it('says what each offer’s credits buy and what the payment choice means', async () => {
    const user = setup();
    await screen.findByText('Total: $25.98');
    expect(screen.getByText('Friends: 1 credit = 1 minute of a call with a friend')).toBeInTheDocument();
    expect(
      screen.getByText('Messaging: Credits for messages only; calls never use them'),
    ).toBeInTheDocument();
    const options = screen.getByRole('group', { name: 'Payment options' });
    expect(options).toHaveAccessibleDescription(
      'Without Automatic this is a one-time payment of $25.98: nothing more is charged unless you renew.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Automatic' }));
    expect(options).toHaveAccessibleDescription(
      /^With Automatic this is a subscription: \$25\.98 now, then each service is charged again/,
    );
  });

  it('says on the pay button that it is a one-time payment when Automatic is not ticked', async () => {
    stubStripe();
    const user = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Recurring' }));
    await user.click(screen.getByRole('button', { name: 'Pay With Stripe' }));
    expect(await screen.findByRole('button', { name: 'Pay $25.98 — one-time payment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /subscribe/i })).toBeNull();
  });

  it('links back to the offers, where the choice is kept', async () => {
    setup();
    expect(
      await screen.findByRole('link', { name: 'Back to the offers (your choice is kept)' }),
    ).toHaveAttribute('href', '/inmates/register');
  });
});

describe('PaymentMethodScreen in Spanish', () => {
  it('shows the summary, the options, their meaning and the pay button in Spanish', async () => {
    await i18next.changeLanguage('es');
    stubStripe();
    const user = setup();
    expect(await screen.findByRole('heading', { name: 'Pago' })).toBeInTheDocument();
    await screen.findByText('Total: $25.98');
    expect(screen.getByText('Amigos: 1 crédito = 1 minuto de llamada con un amigo')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Volver a las ofertas (se conserva su elección)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Opciones de pago' })).toHaveAccessibleDescription(
      'Sin Automático, este es un pago único de $25.98: no se cobra nada más a menos que usted renueve.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Automático' }));
    expect(screen.getByRole('checkbox', { name: 'Recurrente' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pagar con Stripe' }));
    expect(
      await screen.findByRole('button', { name: 'Pagar $25.98 y suscribirse — se renueva automáticamente' }),
    ).toBeInTheDocument();
  });
});
