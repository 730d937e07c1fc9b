import { getJson } from '@app/shared';
import type { CreditCharge, CurrencyCharge } from '../../../lib/api-types';

/** GET /api/getauxiliarycreditcharges (spec §7). */
export const getCreditCharges = () => getJson<CreditCharge[]>('/api/getauxiliarycreditcharges');

/** GET /api/getauxiliarycurrencycharges (spec §7; not for EMPLOYEE1). */
export const getCurrencyCharges = () => getJson<CurrencyCharge[]>('/api/getauxiliarycurrencycharges');
