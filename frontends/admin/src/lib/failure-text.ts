import { ApiError } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';

/** spec §8: a staff login-as (Manage Inmates, Manage Friends) that fails says this, however it fails. */
export const LOGIN_FAILED = 'Login Failed';

/**
 * The text shown when a back-office save or delete fails: a 400 names the §5 rule the browser did not catch; the
 * statuses in `reasons` show spec §8's text followed by the server's reason, as Offer Configuration and the account's
 * saves do (Manage Employees, docs/decisions.md "Manage Employees": `Failed to Add Employee: This user name is already
 * taken`, your own account, the last ADMIN); anything else (network, 404, 500) shows the §8 text alone. Jail
 * Configuration and Settings show §8's text for every failure but a 400 (docs/decisions.md "Jail messages",
 * "Settings"). The server's text is shown in the page's language by its code (issue 13 §1); `specText` comes
 * translated.
 * @example const failureText = useFailureText(); failureText(error, t('employees.addFailed'), [403, 409])
 */
export function useFailureText(): (
  failure: unknown,
  specText: string,
  reasons?: readonly number[],
) => string {
  const errorText = useErrorText();
  return (failure, specText, reasons = []) => {
    if (!(failure instanceof ApiError)) return specText;
    const reason = errorText(failure.message, failure.code, failure.params);
    if (failure.status === 400) return reason;
    return reasons.includes(failure.status) ? `${specText}: ${reason}` : specText;
  };
}
