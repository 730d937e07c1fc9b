import { getJson, type ReceiptAnswer } from '@app/shared';

/**
 * GET {prefix}/api/getreceipt (issue 13 §4): `pending` until the webhook has booked the card payment, then the
 * receipt, or `refunded` once its money went back.
 */
export const getReceipt = (paymentIntent: string) =>
  getJson<ReceiptAnswer>(`/api/getreceipt?${new URLSearchParams({ paymentIntent })}`);
