import { getJson } from '@app/shared';

/** spec §3 payment intent response, plus where to load Stripe.js from when it is the local stand-in. */
export type PaymentIntentAnswer = {
  clientSecret: string;
  payButtonText: string;
  stripePublicKey: string;
  stripeJsUrl?: string;
  amountCents: number;
};

/** GET /api/getstripepaymentintent?recurring=&automatic= (spec §7); the server computes the amount. */
export const getPaymentIntent = (options: { recurring: boolean; automatic: boolean }) =>
  getJson<PaymentIntentAnswer>(
    `/api/getstripepaymentintent?recurring=${options.recurring}&automatic=${options.automatic}`,
  );
