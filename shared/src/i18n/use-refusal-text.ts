import { ApiError } from '../http/api';
import { useErrorText } from './use-error-text';

/**
 * Spec §8's failure text and, when the server refused with its reason (409: an e-mail another account uses, a taken
 * name), that reason after it in the reader's language: what Offer Configuration shows as `Failed to Add Offer: …`.
 * Any other failure (network, 500) keeps spec §8's text alone.
 * @example const refusalText = useRefusalText(); refusalText('Failed to save e-mail', error)
 */
export function useRefusalText(): (specText: string, failure: unknown) => string {
  const errorText = useErrorText();
  return (specText, failure) =>
    failure instanceof ApiError && failure.status === 409
      ? `${specText}: ${errorText(failure.message, failure.code, failure.params)}`
      : specText;
}
