import { ApiError } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';

/** spec §8: a staff login-as (Manage Inmates, Manage Friends) that fails says this, however it fails. */
export const LOGIN_FAILED = 'Login Failed';

/**
 * The text shown when a back-office save or delete fails: a 400 names the §5 rule the browser did not catch; the
 * statuses in `reasons` also show the server's reason (Manage Employees, docs/decisions.md "Manage Employees": a
 * refusal, 403 or 409, says more than spec §8's generic text: a user name taken, your own account, the last ADMIN);
 * anything else (network, 404, 500) shows the §8 text. Jail Configuration and Settings show §8's text for every
 * failure but a 400 (docs/decisions.md "Jail messages", "Settings").
 * The server's text is shown in the page's language by its code (issue 13 §1); `specText` comes translated.
 * @example const failureText = useFailureText(); failureText(error, t('employees.addFailed'), [403, 409])
 */
export function useFailureText(): (
  failure: unknown,
  specText: string,
  reasons?: readonly number[],
) => string {
  const errorText = useErrorText();
  return (failure, specText, reasons = []) =>
    failure instanceof ApiError && (failure.status === 400 || reasons.includes(failure.status))
      ? errorText(failure.message, failure.code)
      : specText;
}
