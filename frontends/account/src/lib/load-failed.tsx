import type { ApiError } from '@app/shared';
import { useErrorText } from '@app/shared/i18n';
import { Message } from '@app/shared/ui';
import { useTranslation } from 'react-i18next';

/** The request helper's text when the API gave none (spec §7 "Failed!"), or the network failed. */
const NO_REASON = 'Failed!';

/**
 * A list that could not be read says so, as an alert with the API's reason when it gave one, instead of looking
 * empty ("No payments yet." on a 500 would be false; docs/decisions.md "Lists that failed to load").
 * @example if (failed) return <LoadFailed error={error} />;
 */
export function LoadFailed({ error }: { error?: ApiError }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const reason =
    error && error.message !== NO_REASON ? errorText(error.message, error.code, error.params) : '';
  return <Message kind="error">{reason ? t('load.failedBecause', { reason }) : t('load.failed')}</Message>;
}
