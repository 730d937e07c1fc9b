// Dollar amounts of the Prices and fees page in the reader's language. US dollars in both languages (the card form
// charges USD: payments/stripe-adapter.ts), written as people in the US write them: `$0.167` for English and
// Spanish alike (es-US), never `0,167 US$`.

const LOCALES: Record<string, string> = { en: 'en-US', es: 'es-US' };
const localeOf = (language: string) => LOCALES[language] ?? 'en-US';

/** A price with cents: `$9.99`. */
export const formatPrice = (dollars: number, language: string) =>
  new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'USD' }).format(dollars);

/**
 * A rate per minute or per credit, to a tenth of a cent so that small rates are not rounded away: `$0.167`, `$0.15`.
 * @example formatRate(9.99 / 60, 'en') === '$0.167'
 */
export const formatRate = (dollars: number, language: string) =>
  new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  }).format(dollars);

/** Credits as the API answers them (one decimal at most): `60`, `12.5`. */
export const formatCreditCount = (credits: number, language: string) =>
  new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(credits);
