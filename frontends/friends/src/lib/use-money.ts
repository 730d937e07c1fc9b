import { formatMoney } from '@app/shared';
import { useTranslation } from 'react-i18next';

/** US dollars as written in Spanish in the Americas: "$2.85" (es-US, a point before the cents). */
const spanishMoney = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' });

/**
 * Dollars for display in the page's language (issue 13 §1): English keeps formatMoney's "$2.85" exactly, which the
 * tests read; Spanish goes through Intl.
 * @example const money = useMoney(); money(0.9) // '$0.90'
 */
export function useMoney(): (dollars: number) => string {
  const { i18n } = useTranslation('friends');
  const spanish = (i18n.resolvedLanguage ?? i18n.language) === 'es';
  return (dollars) => (spanish ? spanishMoney.format(dollars) : formatMoney(dollars));
}
