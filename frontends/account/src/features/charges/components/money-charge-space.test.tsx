import { json } from '@app/shared/testing';
import { loadStripeFor } from '@app/shared/ui/load-stripe';
import type { Stripe } from '@stripe/stripe-js';
import { within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { accountApi, open } from '../../../testing/account-api';
import { renderDetail } from '../../../testing/render-detail';

vi.mock('@app/shared/ui/load-stripe', () => ({ loadStripeFor: vi.fn() }));

// The schema trims the amount, as the server does: "5 " is $5.00. The pay button's dollars come from what the schema
// read, not from the field as typed (which once threw on the space and dropped the card form the server answered).
it('shows the card form for an amount typed with a trailing space', async () => {
  const element = {
    mount: vi.fn((node: HTMLElement) => {
      node.innerHTML = '<label for="card-number">Card number</label><input id="card-number" />';
    }),
    destroy: vi.fn(),
  };
  const stripe = { elements: vi.fn(() => ({ create: vi.fn(() => element) })), confirmPayment: vi.fn() };
  vi.mocked(loadStripeFor).mockResolvedValue(stripe as unknown as Stripe);
  accountApi('/admin', {
    handlers: {
      'POST /admin/api/auxiliarychargecurrency': () =>
        json({ clientSecret: 'pi_5_secret_x', payButtonText: 'Pay $5.00', stripePublicKey: 'pk' }),
    },
  });
  const { user } = renderDetail('/admin');
  const charges = await open(user, 'Auxiliary Charges');
  const money = within(charges.getByRole('group', { name: 'Charge Money' }));
  await user.type(money.getByLabelText('Amount'), '5 ');
  await user.type(money.getByLabelText('Description'), 'Lost ID card');
  await user.click(money.getByRole('button', { name: 'Show Payment Form' }));
  expect(await money.findByRole('button', { name: 'Pay $5.00' })).toBeInTheDocument();
});
