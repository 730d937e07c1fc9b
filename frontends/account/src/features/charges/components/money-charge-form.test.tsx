import { callsTo, json } from '@app/shared/testing';
import { loadStripeFor } from '@app/shared/ui/load-stripe';
import type { Stripe } from '@stripe/stripe-js';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountApi, open } from '../../../testing/account-api';
import { renderDetail } from '../../../testing/render-detail';

vi.mock('@app/shared/ui/load-stripe', () => ({ loadStripeFor: vi.fn() }));

/** A Stripe.js double whose Payment Element mounts a labelled input. */
function fakeStripe() {
  const element = {
    mount: vi.fn((node: HTMLElement) => {
      node.innerHTML = '<label for="card-number">Card number</label><input id="card-number" />';
    }),
    destroy: vi.fn(),
  };
  const stripe = { elements: vi.fn(() => ({ create: vi.fn(() => element) })), confirmPayment: vi.fn() };
  vi.mocked(loadStripeFor).mockResolvedValue(stripe as unknown as Stripe);
}

/** The ADMIN's page; auxiliarychargecurrency answers a card form for the amount sent. */
function setup() {
  fakeStripe();
  return accountApi('/admin', {
    handlers: {
      'POST /admin/api/auxiliarychargecurrency': ({ init }) => {
        const amount = Number((init?.body as FormData | undefined)?.get('amount')).toFixed(2);
        return json({
          clientSecret: `pi_${amount}_secret_x`,
          payButtonText: `Pay $${amount}`,
          stripePublicKey: 'pk',
        });
      },
    },
  });
}

beforeEach(() => vi.mocked(loadStripeFor).mockReset());
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

// The card form is for the amount asked when it was shown: the amount cannot change under it (spec §2 screen 6).
describe('the money charge (ADMIN)', () => {
  it('keeps amount and description read-only under the card form; Change amount drops the card form', async () => {
    const fetchMock = setup();
    const { user } = renderDetail('/admin');
    const charges = await open(user, 'Auxiliary Charges');
    const money = within(charges.getByRole('group', { name: 'Charge Money' }));
    await user.type(money.getByLabelText('Amount'), '5');
    await user.type(money.getByLabelText('Description'), 'Lost ID card');
    await user.click(money.getByRole('button', { name: 'Show Payment Form' }));
    expect(await money.findByRole('button', { name: 'Pay $5.00' })).toBeInTheDocument();
    // The pressed button is gone: the keyboard focus is on Change amount, not the page's body.
    await waitFor(() => expect(money.getByRole('button', { name: 'Change amount' })).toHaveFocus());

    expect(money.getByLabelText('Amount')).toHaveAttribute('readonly');
    expect(money.getByLabelText('Description')).toHaveAttribute('readonly');
    await user.type(money.getByLabelText('Amount'), '0');
    expect(money.getByLabelText('Amount')).toHaveValue('5');
    // Enter in a read-only field asks for no second card form.
    await user.type(money.getByLabelText('Description'), '{Enter}');
    expect(callsTo(fetchMock, 'POST /admin/api/auxiliarychargecurrency')).toHaveLength(1);

    await user.click(money.getByRole('button', { name: 'Change amount' }));
    expect(money.queryByRole('button', { name: 'Pay $5.00' })).toBeNull();
    expect(money.queryByRole('button', { name: 'Change amount' })).toBeNull();
    await waitFor(() => expect(money.getByLabelText('Amount')).toHaveFocus());
    expect(money.getByLabelText('Amount')).not.toHaveAttribute('readonly');
    expect(money.getByLabelText('Description')).not.toHaveAttribute('readonly');

    await user.clear(money.getByLabelText('Amount'));
    await user.type(money.getByLabelText('Amount'), '7.25');
    await user.click(money.getByRole('button', { name: 'Show Payment Form' }));
    expect(await money.findByRole('button', { name: 'Pay $7.25' })).toBeInTheDocument();
    const sent = callsTo(fetchMock, 'POST /admin/api/auxiliarychargecurrency').map((call) =>
      (call.init?.body as FormData | undefined)?.get('amount'),
    );
    expect(sent).toEqual(['5', '7.25']);
  });

  it('says Change amount in Spanish', async () => {
    await i18next.changeLanguage('es');
    setup();
    const { user } = renderDetail('/admin');
    const charges = await open(user, 'Cargos adicionales');
    const money = within(charges.getByRole('group', { name: 'Cobrar dinero' }));
    await user.type(money.getByLabelText('Monto'), '5');
    await user.type(money.getByLabelText('Descripción'), 'Credencial perdida');
    await user.click(money.getByRole('button', { name: 'Mostrar formulario de pago' }));
    await user.click(await money.findByRole('button', { name: 'Cambiar el monto' }));
    expect(money.getByRole('button', { name: 'Mostrar formulario de pago' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay $5.00' })).toBeNull();
  });

  it('words the pay button in the reader’s language from the amount, not the server’s English', async () => {
    await i18next.changeLanguage('es');
    setup();
    const { user } = renderDetail('/admin');
    const charges = await open(user, 'Cargos adicionales');
    const money = within(charges.getByRole('group', { name: 'Cobrar dinero' }));
    await user.type(money.getByLabelText('Monto'), '1234.5');
    await user.type(money.getByLabelText('Descripción'), 'Credencial perdida');
    await user.click(money.getByRole('button', { name: 'Mostrar formulario de pago' }));
    expect(await money.findByRole('button', { name: 'Pagar $1,234.50' })).toBeInTheDocument();
    expect(money.queryByRole('button', { name: 'Pay $1234.50' })).toBeNull();
    await i18next.changeLanguage('en');
    expect(await money.findByRole('button', { name: 'Pay $1234.50' })).toBeInTheDocument();
  });
});

// The schema trims the amount, as the server does: "5 " is $5.00. The pay button's dollars come from what the schema
// read, not from the field as typed (which once threw on the space and dropped the card form the server answered).
describe('Charge Money: the amount as the schema reads it', () => {
  it('shows the card form for an amount typed with a trailing space', async () => {
    setup();
    const { user } = renderDetail('/admin');
    const charges = await open(user, 'Auxiliary Charges');
    const money = within(charges.getByRole('group', { name: 'Charge Money' }));
    await user.type(money.getByLabelText('Amount'), '5 ');
    await user.type(money.getByLabelText('Description'), 'Lost ID card');
    await user.click(money.getByRole('button', { name: 'Show Payment Form' }));
    expect(await money.findByRole('button', { name: 'Pay $5.00' })).toBeInTheDocument();
  });
});
