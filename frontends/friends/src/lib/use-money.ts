import { formatsFor } from '@app/shared';
import { useTranslation } from 'react-i18next';

/**
 * Dollars for display in the page's language (issue 13 §1; `formatsFor` of @app/shared): English keeps formatMoney's
 * "$2.85" exactly, which the tests read; Spanish goes through Intl es-US.
 * @example const money = useMoney(); money(0.9) // '$0.90'
 */
export function useMoney(): (dollars: number) => string {
  const { i18n } = useTranslation('friends');
  return formatsFor(i18n.resolvedLanguage ?? i18n.language).money;
}
