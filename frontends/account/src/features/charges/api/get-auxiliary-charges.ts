import { type CreditChargeAnswer, type CurrencyChargeAnswer, getJson } from '@app/shared';

/** GET /api/getauxiliarycreditcharges (spec §7). */
export const getCreditCharges = () => getJson<CreditChargeAnswer[]>('/api/getauxiliarycreditcharges');

/** GET /api/getauxiliarycurrencycharges (spec §7; not for EMPLOYEE1). */
export const getCurrencyCharges = () => getJson<CurrencyChargeAnswer[]>('/api/getauxiliarycurrencycharges');
