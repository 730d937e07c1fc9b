import type { Bindings } from '../env';
import { createPayments, PaymentDeclinedError, type PaymentPort } from '../payments/port';

/**
 * What the inmate account asks of the payment provider (payments/port.ts): stop a subscription or the card-on-file
 * top-ups (stopautorenew, stoprecurring), start a card payment for a money charge, charge the card on file.
 * Tests replace it with `setAccountPaymentsForTests`, so the account's API tests need no provider.
 */
export type AccountPayments = Pick<
  PaymentPort,
  | 'publishableKey'
  | 'stripeJsUrl'
  | 'cancelSubscription'
  | 'stopCardOnFile'
  | 'createAuxiliaryChargeIntent'
  | 'chargeCardOnFile'
  | 'describePaymentMethod'
>;

let override: AccountPayments | undefined;

/** Tests swap the provider for a fake; `undefined` restores the real one. */
export function setAccountPaymentsForTests(payments: AccountPayments | undefined) {
  override = payments;
}

export function accountPayments(env: Bindings): AccountPayments {
  return override ?? createPayments(env);
}

/** The readable text of a provider failure: a declined card's own message, otherwise a fixed one (no internals). */
export function providerMessage(error: unknown): string {
  return error instanceof PaymentDeclinedError ? error.message : 'The payment provider could not be reached';
}
