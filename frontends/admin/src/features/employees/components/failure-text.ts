import { ApiError } from '@app/shared';

/**
 * The text shown when a save or delete fails (docs/decisions.md "Manage Employees"): a 400 names the §5 rule the
 * browser did not catch, and a refusal (403, 409) its reason (user name taken, your own account or ADMIN role, the
 * last ADMIN), which says more than spec §8's generic text; anything else (network, 404, 500) shows the §8 text.
 */
export function failureText(failure: unknown, specText: string): string {
  if (failure instanceof ApiError && [400, 403, 409].includes(failure.status)) return failure.message;
  return specText;
}
