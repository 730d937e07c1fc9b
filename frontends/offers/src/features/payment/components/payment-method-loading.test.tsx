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

vi.mock('@app/shared/ui/load-stripe', () => ({ loadStripeFor: vi.fn() }));

const INMATE: Session = { inmate: { id: 7, username: 'dana', firstName: 'Dana' } };
const INTENT = {
  clientSecret: 'pi_1_secret_2',
  payButtonText: 'Pay $9.99',
  stripePublicKey: 'pk',
  amount: 9.99,
};

/** An answer still on its way. */
const never = () => new Promise<Response>(() => {});

function setup(handlers: Parameters<typeof mockApi>[0]) {
  const offers = catalogue();
  mockApi({
    'GET /api/getselectedoffers': () => json({ offers: [offers.pals], total: 9.99 }),
    'GET /api/getstripepaymentintent': () => json(INTENT),
    ...handlers,
  });
  render(
    <MemoryRouter initialEntries={['/inmates/paymentmethod']}>
      <PaymentMethodScreen basePath="" session={INMATE} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup() };
}

beforeEach(() => vi.mocked(loadStripeFor).mockReset());
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

// The payment screen says Loading… while it waits, as the offer columns and the detail screen's lists do.
describe('PaymentMethodScreen: loading', () => {
  it('says Loading… while the chosen offers are read, then shows them', async () => {
    let answer: (response: Response) => void = () => {};
    setup({ 'GET /api/getselectedoffers': () => new Promise<Response>((resolve) => (answer = resolve)) });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    answer(json({ offers: [catalogue().pals], total: 9.99 }));
    expect(await screen.findByRole('button', { name: 'Pay With Stripe' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('says Loading… in the card area while the PaymentIntent is prepared after Pay With Stripe', async () => {
    vi.mocked(loadStripeFor).mockResolvedValue(fakeStripe());
    const { user } = setup({ 'GET /api/getstripepaymentintent': never });
    await user.click(await screen.findByRole('button', { name: 'Pay With Stripe' }));
    const card = screen.getByRole('region', { name: 'Card payment' });
    expect(card).toHaveTextContent('Loading…');
  });

  it('replaces Loading… with the card form once the PaymentIntent answers', async () => {
    vi.mocked(loadStripeFor).mockResolvedValue(fakeStripe());
    const { user } = setup({});
    await user.click(await screen.findByRole('button', { name: 'Pay With Stripe' }));
    expect(await screen.findByRole('button', { name: 'Pay $9.99 — one-time payment' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('says it in Spanish', async () => {
    await i18next.changeLanguage('es');
    setup({ 'GET /api/getselectedoffers': never });
    expect(await screen.findByText('Cargando…')).toBeInTheDocument();
  });
});
