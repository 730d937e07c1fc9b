/// <reference types="@testing-library/jest-dom/vitest" />
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardForm, type CardFormProps } from './card-form';
import { loadStripeFor } from './load-stripe';

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));

const PROPS: CardFormProps = {
  clientSecret: 'pi_123_secret_456',
  publishableKey: 'pk_test_local',
  payButtonText: 'Pay $12.50',
  returnUrl: 'http://localhost/admin/inmates/detail?delayupdate=true',
};

/** A Stripe.js double: the Payment Element mounts a labelled input; confirmPayment answers `result`. */
function fakeStripe(result: () => Promise<unknown> = () => new Promise(() => {})) {
  const element = {
    mount: vi.fn((node: HTMLElement) => {
      node.innerHTML = '<label for="card-number">Card number</label><input id="card-number" />';
    }),
    destroy: vi.fn(),
  };
  const elements = { create: vi.fn(() => element) };
  const stripe = { elements: vi.fn(() => elements), confirmPayment: vi.fn(result) };
  vi.mocked(loadStripe).mockResolvedValue(stripe as unknown as Stripe);
  return { stripe, elements, element };
}

beforeEach(() => vi.mocked(loadStripe).mockReset());
afterEach(() => document.getElementById('stripe-js-stand-in')?.remove());

describe('CardForm', () => {
  it('asks the provider for its fields in the reader’s language', async () => {
    await i18next.changeLanguage('es');
    const fake = fakeStripe();
    render(<CardForm {...PROPS} />);
    await waitFor(() => expect(fake.elements.create).toHaveBeenCalled());
    expect(fake.stripe.elements).toHaveBeenCalledWith(expect.objectContaining({ locale: 'es' }));
  });

  it('mounts the Payment Element for the client secret and shows the server’s button text', async () => {
    const fake = fakeStripe();
    render(<CardForm {...PROPS} />);
    expect(screen.getByRole('button', { name: 'Pay $12.50' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $12.50' })).toBeEnabled());
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_local');
    expect(fake.stripe.elements).toHaveBeenCalledWith({
      clientSecret: 'pi_123_secret_456',
      locale: 'en',
      appearance: { theme: 'stripe' },
    });
    expect(fake.elements.create).toHaveBeenCalledWith('payment');
  });

  it('confirms with the return URL and destroys the element when unmounted', async () => {
    const fake = fakeStripe();
    const user = userEvent.setup();
    const { unmount } = render(<CardForm {...PROPS} />);
    await user.click(await screen.findByRole('button', { name: 'Pay $12.50' }));
    await waitFor(() =>
      expect(fake.stripe.confirmPayment).toHaveBeenCalledWith({
        elements: fake.elements,
        confirmParams: { return_url: PROPS.returnUrl },
      }),
    );
    // While Stripe confirms, Pay refuses a second press and keeps the focus (BusyButton).
    expect(screen.getByRole('button', { name: 'Pay $12.50' })).toHaveAttribute('aria-disabled', 'true');
    unmount();
    expect(fake.element.destroy).toHaveBeenCalled();
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
    fakeStripe(async () => ({ error }));
    const user = userEvent.setup();
    render(<CardForm {...PROPS} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $12.50' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pay $12.50' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Pay $12.50' })).toBeEnabled();
  });

  it('a confirmation that throws shows the spec’s fallback', async () => {
    fakeStripe(() => Promise.reject(new Error('boom')));
    const user = userEvent.setup();
    render(<CardForm {...PROPS} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $12.50' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pay $12.50' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred');
  });

  it('calls onLoadError when Stripe.js cannot be loaded', async () => {
    vi.mocked(loadStripe).mockResolvedValue(null);
    const onLoadError = vi.fn();
    render(<CardForm {...PROPS} onLoadError={onLoadError} />);
    await waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without onLoadError shows the spec’s fallback in place of the button', async () => {
    vi.mocked(loadStripe).mockResolvedValue(null);
    render(<CardForm {...PROPS} />);
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('does not submit a form it sits in', async () => {
    fakeStripe();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <form onSubmit={onSubmit}>
        <CardForm {...PROPS} />
      </form>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $12.50' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pay $12.50' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('loadStripeFor (docs/decisions.md "Stripe.js locally")', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('without a stand-in lets loadStripe inject Stripe.js as usual', async () => {
    const stripe = {} as Stripe;
    vi.mocked(loadStripe).mockResolvedValue(stripe);
    await expect(loadStripeFor('pk_live_1')).resolves.toBe(stripe);
    expect(loadStripe).toHaveBeenCalledWith('pk_live_1');
    expect(document.getElementById('stripe-js-stand-in')).toBeNull();
  });

  it('loads the stand-in first, then calls loadStripe, which finds its window.Stripe', async () => {
    const stripe = {} as Stripe;
    vi.mocked(loadStripe).mockResolvedValue(stripe);
    let script: HTMLScriptElement | undefined;
    // happy-dom loads no scripts: the double "loads" the stand-in, which defines window.Stripe.
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      script = node as HTMLScriptElement;
      vi.stubGlobal('Stripe', vi.fn());
      queueMicrotask(() => node.dispatchEvent(new Event('load')));
      return node;
    });
    await expect(loadStripeFor('pk_test_local', 'http://localhost:12111/v3')).resolves.toBe(stripe);
    expect(script?.id).toBe('stripe-js-stand-in');
    expect(script?.src).toBe('http://localhost:12111/v3');
    expect(loadStripe).toHaveBeenCalledWith('pk_test_local');
    append.mockRestore();
  });

  it('fails when the stand-in cannot be loaded', async () => {
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      queueMicrotask(() => node.dispatchEvent(new Event('error')));
      return node;
    });
    await expect(loadStripeFor('pk_test_local', 'http://localhost:12111/v3')).rejects.toThrow(
      'could not load http://localhost:12111/v3',
    );
    expect(loadStripe).not.toHaveBeenCalled();
    append.mockRestore();
  });
});
