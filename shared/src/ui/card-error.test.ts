import { describe, expect, it } from 'vitest';
import { cardErrorMessage, UNEXPECTED_ERROR } from './card-error';

describe('cardErrorMessage (spec §8 card payment)', () => {
  it('is the provider’s message for card and validation errors', () => {
    expect(cardErrorMessage({ type: 'card_error', message: 'Your card was declined.' })).toBe(
      'Your card was declined.',
    );
    expect(cardErrorMessage({ type: 'validation_error', message: 'Your card number is incomplete.' })).toBe(
      'Your card number is incomplete.',
    );
  });

  it('is "An unexpected error occurred" (no trailing period) otherwise', () => {
    expect(UNEXPECTED_ERROR).toBe('An unexpected error occurred');
    expect(cardErrorMessage({ type: 'api_connection_error', message: 'Network down' })).toBe(
      UNEXPECTED_ERROR,
    );
    expect(cardErrorMessage({ type: 'card_error' })).toBe(UNEXPECTED_ERROR);
    expect(cardErrorMessage(undefined)).toBe(UNEXPECTED_ERROR);
  });
});
