import { ApiError } from '@app/shared';

/** spec §8: a profile save that fails. */
export const PROFILE_FAILED = 'faied to update friend profile';

/**
 * What a failed save, Call Me or Verify shows (docs/decisions.md "Friends"): the server's own text when it refused
 * what the person sent (400 validation or a wrong code, 409, 429 Call Me again too soon) or could not place the
 * call (502: check the number), which tells them what to fix; spec §8's `faied to update friend profile` for
 * everything else (network, sign-in, server faults).
 */
export function profileFailureText(error: unknown): string {
  if (error instanceof ApiError && [400, 409, 422, 429, 502].includes(error.status)) return error.message;
  return PROFILE_FAILED;
}
