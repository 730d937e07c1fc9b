import { getJson, type PaymentIntentAnswer } from '@app/shared';

/** GET /api/getstripepaymentintent?recurring=&automatic= (spec §7); the server computes the amount. */
export const getPaymentIntent = (options: { recurring: boolean; automatic: boolean }) =>
  getJson<PaymentIntentAnswer>(
    `/api/getstripepaymentintent?recurring=${options.recurring}&automatic=${options.automatic}`,
  );
