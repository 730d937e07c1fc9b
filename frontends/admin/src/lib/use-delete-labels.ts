import type { ConfirmDeleteLabels } from '@app/shared/ui';
import { useTranslation } from 'react-i18next';

/** The back office's words for the shared ConfirmDelete (Delete, Yes, delete, Cancel), in the page's language. */
export function useDeleteLabels(): ConfirmDeleteLabels {
  const { t } = useTranslation('admin');
  return { delete: t('shared.delete'), yesDelete: t('shared.yesDelete'), cancel: t('shared.cancel') };
}
