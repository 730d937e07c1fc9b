/// <reference types="@testing-library/jest-dom/vitest" />
import type { Session } from '@app/shared';
import { callsTo, json, mockApi } from '@app/shared/testing';
import { loadStripeFor } from '@app/shared/ui/load-stripe';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../../testing/data';
import { fakeStripe } from '../../../testing/fake-stripe';
import { PaymentMethodScreen } from './payment-method-screen';

vi.mock('@app/shared/ui/load-stripe', () => ({ loadStripeFor: vi.fn() }));

const INMATE: Session = { inmate: { id: 7, username: 'dana', firstName: 'Dana' } };
const INTENT = {
  clientSecret: 'pi_1_secret_2',
  payButtonText: 'Pay $25.98',
  stripePublicKey: 'pk',
  amount: 25.98,
};

function setup(intent: () => Response | Promise<Response>, selection?: () => Response | Promise<Response>) {
  const offers = catalogue();
  const fetchMock = mockApi({
    'GET /api/getselectedoffers':
      selection ?? (() => json({ offers: [offers.pals, offers.digital], total: 25.98 })),
    'GET /api/getstripepaymentintent': intent,
  });
  render(
    <MemoryRouter initialEntries={['/inmates/paymentmethod']}>
      <PaymentMethodScreen basePath="" session={INMATE} />
    </MemoryRouter>,
  );
  return { fetchMock, user: userEvent.setup() };
}

beforeEach(() => vi.mocked(loadStripeFor).mockReset());
afterEach(() => vi.unstubAllGlobals());

// A card form that cannot be loaded (a lost answer on a poor connection) goes back to the options with its reason and
// Pay With Stripe, so the family can try again without reloading the page.
describe('Pay With Stripe after a failure on a poor connection', () => {
  it('a lost answer of getstripepaymentintent: the reason, and Pay With Stripe asks again', async () => {
    vi.mocked(loadStripeFor).mockResolvedValue(fakeStripe());
    let calls = 0;
    const { fetchMock, user } = setup(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return json(INTENT);
    });
    await user.click(await screen.findByRole('button', { name: 'Pay With Stripe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed!');
    await user.click(screen.getByRole('button', { name: 'Pay With Stripe' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/getstripepaymentintent')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Pay $25.98 — one-time payment' })).toBeInTheDocument();
  });

  it('Stripe.js lost on the way: the reason, and Pay With Stripe loads the card form again', async () => {
    vi.mocked(loadStripeFor).mockRejectedValueOnce(new Error('could not load Stripe.js'));
    vi.mocked(loadStripeFor).mockResolvedValue(fakeStripe());
    const { user } = setup(() => json(INTENT));
    await user.click(await screen.findByRole('button', { name: 'Pay With Stripe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
    await user.click(screen.getByRole('button', { name: 'Pay With Stripe' }));
    expect(await screen.findByRole('button', { name: 'Pay $25.98 — one-time payment' })).toBeInTheDocument();
  });

  it('keeps the keyboard focus: on the card form when it opens, on Pay With Stripe when it fails', async () => {
    const { user } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    (await screen.findByRole('button', { name: 'Pay With Stripe' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed!');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay With Stripe' })).toHaveFocus());
  });
});

// The offers chosen are kept in the session: an answer lost on the way says so and asks again, it never tells the
// family to choose offers they have chosen (spec §8: Please Select Offer is the failure of the subscribe call).
describe('the chosen offers lost on a poor connection', () => {
  it('says they could not be loaded, and Try again reads them', async () => {
    const offers = catalogue();
    let calls = 0;
    const { user } = setup(
      () => json(INTENT),
      () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return json({ offers: [offers.pals], total: 9.99 });
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your chosen offers could not be loaded.');
    expect(screen.queryByText('Please Select Offer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay With Stripe' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
