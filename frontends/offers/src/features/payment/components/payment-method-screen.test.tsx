/// <reference types="@testing-library/jest-dom/vitest" />
import type { BasePath, Session } from '@app/shared';
import { callsTo, json, mockApi } from '@app/shared/testing';
import { loadStripeFor } from '@app/shared/ui/load-stripe';
import type { Stripe } from '@stripe/stripe-js';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../../testing/data';
import { PaymentMethodScreen } from './payment-method-screen';

// The shared card form's loader (@app/shared/ui CardForm): the test's Stripe.js double stands in for it.
vi.mock('@app/shared/ui/load-stripe', () => ({ loadStripeFor: vi.fn() }));

const INMATE: Session = { inmate: { id: 7, username: 'dana', firstName: 'Dana' } };
const ADMIN_AS_INMATE: Session = { ...INMATE, staff: { id: 1, name: 'Site Admin', roles: ['ADMIN'] } };

const INTENT = {
  clientSecret: 'pi_123_secret_456',
  payButtonText: 'Pay $25.98',
  stripePublicKey: 'pk_test_local',
  stripeJsUrl: 'http://localhost:12111/v3',
  amount: 25.98,
};

/** A Stripe.js double: the Payment Element mounts a labelled input; confirmPayment answers `result`. */
/** issue 13 §4: without Automatic the pay button says it is a one-time payment. */
const ONE_TIME = 'Pay $25.98 — one-time payment';

function fakeStripe(result: unknown = new Promise(() => {})) {
  const element = {
    mount: vi.fn((node: HTMLElement) => {
      node.innerHTML = '<label for="card-number">Card number</label><input id="card-number" />';
    }),
    destroy: vi.fn(),
  };
  const elements = { create: vi.fn(() => element) };
  const stripe = {
    elements: vi.fn(() => elements),
    confirmPayment: vi.fn(async () => result),
  };
  vi.mocked(loadStripeFor).mockResolvedValue(stripe as unknown as Stripe);
  return { stripe, elements, element };
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function setup(
  options: { basePath?: BasePath; session?: Session; handlers?: Parameters<typeof mockApi>[0] } = {},
) {
  const offers = catalogue();
  const fetchMock = mockApi({
    'GET /api/getselectedoffers': () => json({ offers: [offers.pals, offers.digital], total: 25.98 }),
    'GET /api/getstripepaymentintent': () => json(INTENT),
    ...options.handlers,
  });
  const basePath = options.basePath ?? '';
  render(
    <MemoryRouter initialEntries={[`${basePath}/inmates/paymentmethod`]}>
      <PaymentMethodScreen basePath={basePath} session={options.session ?? INMATE} />
      <Where />
    </MemoryRouter>,
  );
  return { fetchMock, user: userEvent.setup() };
}

beforeEach(() => vi.mocked(loadStripeFor).mockReset());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('PaymentMethodScreen: Recurring and Automatic (spec §4)', () => {
  it('shows the selected offers and their total', async () => {
    setup();
    expect(await screen.findByText('Total: $25.98')).toBeInTheDocument();
    expect(screen.getByText('Friends 60')).toBeInTheDocument();
    expect(screen.getByText('Digital Bundle')).toBeInTheDocument();
  });

  it('ticking Automatic forces Recurring on; unticking Recurring forces Automatic off', async () => {
    const { user } = setup();
    const recurring = await screen.findByRole('checkbox', { name: 'Recurring' });
    const automatic = screen.getByRole('checkbox', { name: 'Automatic' });
    expect(recurring).not.toBeChecked();
    expect(automatic).not.toBeChecked();

    await user.click(automatic);
    expect(automatic).toBeChecked();
    expect(recurring).toBeChecked();

    await user.click(recurring);
    expect(recurring).not.toBeChecked();
    expect(automatic).not.toBeChecked();

    await user.click(recurring);
    expect(recurring).toBeChecked();
    expect(automatic).not.toBeChecked();
    await user.click(automatic);
    await user.click(automatic);
    expect(recurring).toBeChecked();
    expect(automatic).not.toBeChecked();
  });

  it('Pay With Stripe hides the checkboxes and shows the card form with a subscription’s button text', async () => {
    const fake = fakeStripe();
    const { user, fetchMock } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Automatic' }));
    await user.click(screen.getByRole('button', { name: 'Pay With Stripe' }));
    expect(screen.queryByRole('checkbox', { name: 'Recurring' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Automatic' })).toBeNull();
    // issue 13 §4: the pay button says the server's amount and that Automatic makes it a subscription.
    expect(
      await screen.findByRole('button', { name: 'Pay $25.98 and subscribe — renews automatically' }),
    ).toBeEnabled();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();

    const [call] = callsTo(fetchMock, 'GET /api/getstripepaymentintent');
    expect(call?.url.search).toBe('?recurring=true&automatic=true');
    expect(loadStripeFor).toHaveBeenCalledWith('pk_test_local', 'http://localhost:12111/v3');
    expect(fake.stripe.elements).toHaveBeenCalledWith({
      clientSecret: 'pi_123_secret_456',
      locale: 'en',
      appearance: { theme: 'stripe' },
    });
    expect(fake.elements.create).toHaveBeenCalledWith('payment');
  });
});

describe('PaymentMethodScreen: card confirmation', () => {
  async function payWith(result: unknown, basePath: BasePath = '') {
    const fake = fakeStripe(result);
    const { user } = setup({ basePath, session: basePath === '/admin' ? ADMIN_AS_INMATE : INMATE });
    await user.click(await screen.findByRole('button', { name: 'Pay With Stripe' }));
    await user.click(await screen.findByRole('button', { name: ONE_TIME }));
    return fake;
  }

  it('confirms with the return URL of the detail screen, delayupdate=true (spec §7)', async () => {
    const fake = await payWith(new Promise(() => {}));
    expect(fake.stripe.confirmPayment).toHaveBeenCalledWith({
      elements: fake.elements,
      confirmParams: { return_url: `${window.location.origin}/inmates/detail?delayupdate=true` },
    });
  });

  it('keeps the admin prefix in the return URL', async () => {
    const fake = await payWith(new Promise(() => {}), '/admin');
    expect(fake.stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmParams: { return_url: `${window.location.origin}/admin/inmates/detail?delayupdate=true` },
      }),
    );
  });

  it.each([
    [
      { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      'Your card was declined.',
    ],
    [
      { type: 'validation_error', message: 'Your card number is incomplete.' },
      'Your card number is incomplete.',
    ],
    [{ type: 'api_connection_error', message: 'Network down' }, 'An unexpected error occurred'],
    [{ type: 'invalid_request_error', message: 'Bad secret' }, 'An unexpected error occurred'],
  ])('a %j shows "%s" (spec §8)', async (error, message) => {
    await payWith({ error });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: ONE_TIME })).toBeEnabled();
  });

  it('shows the server’s text when no payment intent can be made', async () => {
    fakeStripe();
    const { user } = setup({
      handlers: { 'GET /api/getstripepaymentintent': () => json({ error: 'Please Select Offer' }, 400) },
    });
    await user.click(await screen.findByRole('button', { name: 'Pay With Stripe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please Select Offer');
    expect(loadStripeFor).not.toHaveBeenCalled();
  });

  it('asks to choose offers when nothing is selected', async () => {
    setup({
      handlers: { 'GET /api/getselectedoffers': () => json({ offers: [], total: 0 }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please Select Offer');
    expect(screen.getByRole('link', { name: 'Choose offers' })).toHaveAttribute('href', '/inmates/register');
    expect(screen.queryByRole('button', { name: 'Pay With Stripe' })).toBeNull();
  });
});

describe('PaymentMethodScreen: Manual Payment by Admin', () => {
  it('is only for admins', async () => {
    setup();
    await screen.findByText('Total: $25.98');
    expect(screen.queryByRole('button', { name: 'Manual Payment by Admin' })).toBeNull();
  });

  it('sends the notes as a JSON body, thanks, then goes to the detail screen', async () => {
    const { user, fetchMock } = setup({
      basePath: '/admin',
      session: ADMIN_AS_INMATE,
      handlers: { 'POST /admin/api/manualpay': () => json({ message: 'Thank You for your payment' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Manual Payment by Admin' }));
    await user.type(screen.getByLabelText('Reference notes'), 'Money order #77');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank You for your payment');
    const [call] = callsTo(fetchMock, 'POST /admin/api/manualpay');
    expect(call?.init?.body).toBe('"Money order #77"');
    expect(new Headers(call?.init?.headers).get('content-type')).toBe('application/json');
    await act(async () => {
      vi.advanceTimersByTime(1600);
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/inmates/detail'));
  });

  it('shows the spec’s failure text', async () => {
    const { user } = setup({
      basePath: '/admin',
      session: ADMIN_AS_INMATE,
      handlers: {
        'POST /admin/api/manualpay': () =>
          json({ error: 'Unable to process payment! Please Choose another method' }, 400),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Manual Payment by Admin' }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to process payment! Please Choose another method',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/inmates/paymentmethod');
  });

  it('asks an admin who acts as nobody to choose an inmate', () => {
    setup({ basePath: '/admin', session: { staff: ADMIN_AS_INMATE.staff } });
    expect(screen.getByRole('link', { name: 'Manage Inmates' })).toHaveAttribute('href', '/admin/inmates');
  });
});
