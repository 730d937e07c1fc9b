import { getJson, type PaymentRecordAnswer } from '@app/shared';

/** GET /api/getinmatepayments (spec §7): settled payments, newest first. */
export const getInmatePayments = () => getJson<PaymentRecordAnswer[]>('/api/getinmatepayments');
