import { getJson } from '@app/shared';
import type { PaymentRecord } from '../../../lib/api-types';

/** GET /api/getinmatepayments (spec §7): settled payments, newest first. */
export const getInmatePayments = () => getJson<PaymentRecord[]>('/api/getinmatepayments');
