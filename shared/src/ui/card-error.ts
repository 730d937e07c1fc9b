/** spec §8 card payment: otherwise this text. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/** The message to show for a failed confirmation: the provider's own for card and validation errors (spec §8). */
export function cardErrorMessage(error: { type?: string; message?: string } | undefined): string {
  if (error && (error.type === 'card_error' || error.type === 'validation_error') && error.message) {
    return error.message;
  }
  return UNEXPECTED_ERROR;
}
