import type { Stripe } from '@stripe/stripe-js';
import { vi } from 'vitest';

/** A Stripe.js stand-in whose Payment Element is a labelled card number field; confirmPayment is a spy. */
export function fakeStripe(): Stripe {
  const element = {
    mount: vi.fn((node: HTMLElement) => {
      node.innerHTML = '<label for="card-number">Card number</label><input id="card-number" />';
    }),
    destroy: vi.fn(),
  };
  const stripe = { elements: vi.fn(() => ({ create: vi.fn(() => element) })), confirmPayment: vi.fn() };
  return stripe as unknown as Stripe;
}
