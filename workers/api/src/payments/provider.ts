import type { Bindings } from '../env';
import type { PaymentPort } from './port';
import { StripePayments } from './stripe-adapter';

// The one way to the payments port, and its one test switch.

let override: ((env: Bindings) => PaymentPort) | undefined;

/** The payment port for a request's environment (tests may swap it with `setPaymentsForTests`). */
export function paymentsFor(env: Bindings): PaymentPort {
  return override ? override(env) : new StripePayments(env);
}

/**
 * Tests replace the provider: a port, or a factory given the environment (e.g. to wrap the real adapter and make one
 * call fail). `undefined` restores the Stripe adapter.
 */
export function setPaymentsForTests(replacement: PaymentPort | ((env: Bindings) => PaymentPort) | undefined) {
  override = typeof replacement === 'function' ? replacement : replacement && (() => replacement);
}
