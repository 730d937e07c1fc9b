import { errorCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { PaymentDeclinedError, providerMessage } from './port';

// What a person reads when the card provider refuses a charge of the card on file (Renew, staff's charges): the
// provider's text when the errors catalogue has it, otherwise ours, so the screen can say it in Spanish too
// (docs/decisions.md "Card refusals").

describe('providerMessage', () => {
  it('passes on the provider’s commonest refusals, which the catalogue words in both languages', () => {
    const funds = new PaymentDeclinedError(
      'Your card has insufficient funds.',
      'card_declined',
      'insufficient_funds',
    );
    expect(providerMessage(funds)).toBe('Your card has insufficient funds.');
  });

  it('asks for the card form when the bank wants the card holder to confirm a charge made without them', () => {
    const refusal = new PaymentDeclinedError(
      'Your card was declined. This transaction requires authentication.',
      'authentication_required',
      'authentication_required',
    );
    expect(providerMessage(refusal)).toBe(
      'Your bank wants the card holder to confirm this payment: pay with the card form instead.',
    );
  });

  it('says the card was declined for any refusal the catalogue does not word', () => {
    const refusal = new PaymentDeclinedError(
      'Your card does not support this type of purchase.',
      'card_declined',
      'transaction_not_allowed',
    );
    expect(providerMessage(refusal)).toBe('Your card was declined.');
  });

  it('says the provider could not be reached for anything else, with no internals', () => {
    expect(providerMessage(new Error('fetch failed: ECONNRESET'))).toBe(
      'The payment provider could not be reached',
    );
  });

  it('always answers a text the errors catalogue has, so every screen can word it in the reader’s language', () => {
    for (const error of [
      new PaymentDeclinedError('Something new from the bank.', undefined, undefined),
      new PaymentDeclinedError('x', 'authentication_required', undefined),
      new Error('down'),
    ]) {
      expect(errorCode(providerMessage(error))).toBeDefined();
    }
  });
});
