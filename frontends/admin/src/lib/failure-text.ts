import { ApiError } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';

/**
 * The text shown when a back-office save or delete fails (docs/decisions.md "Manage Employees"): a 400 names the §5
 * rule the browser did not catch, and a refusal (403, 409) its reason (a user name taken, your own account or ADMIN
 * role, the last ADMIN), which says more than spec §8's generic text; anything else (network, 404, 500) shows the §8
 * text.
 * The server's text is shown in the page's language by its code (issue 13 §1); `specText` comes translated.
 * @example const failureText = useFailureText(); failureText(error, t('employees.addFailed'))
 */
export function useFailureText(): (failure: unknown, specText: string) => string {
  const errorText = useErrorText();
  return (failure, specText) =>
    failure instanceof ApiError && [400, 403, 409].includes(failure.status)
      ? errorText(failure.message, failure.code)
      : specText;
}
