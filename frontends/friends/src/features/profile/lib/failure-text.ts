import { ApiError } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { useTranslation } from 'react-i18next';

/** spec §8: a profile save that fails. */
export const PROFILE_FAILED = 'faied to update friend profile';

/**
 * The server's refusal worth showing (docs/decisions.md "Friends"): it refused what the person sent (400 validation or
 * a wrong code, 409, 429 Call Me again too soon) or could not place the call (502: check the number), which tells
 * them what to fix; null for everything else (network, sign-in, server faults), which shows spec §8's text.
 */
export function profileRefusal(error: unknown): ApiError | null {
  return error instanceof ApiError && [400, 409, 422, 429, 502].includes(error.status) ? error : null;
}

/**
 * What a failed save, Call Me or Verify shows, in the reader's language: the server's refusal (by its code), else
 * `faied to update friend profile` (spec §8).
 */
export function useProfileFailureText(): (error: unknown) => string {
  const { t } = useTranslation('friends');
  const errorText = useErrorText();
  return (error) => {
    const refusal = profileRefusal(error);
    return refusal ? errorText(refusal.message, refusal.code, refusal.params) : t('profile.failed');
  };
}
