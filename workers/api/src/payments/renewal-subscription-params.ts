import { MAX_BILLING_CYCLE_DAYS, PRICE_CURRENCY, type RenewalSubscriptionRequest } from './port';
import type { FormParams } from './stripe-form';
import type { StripeSubscription } from './stripe-types';

// The subscription that renews a service at Stripe (stripe-adapter.ts): the parameters that create it, and how a
// later start knows it again. The parameters come from the request as given, never from the clock: a retried start
// sends them again under the same idempotency key, and Stripe answers idempotency_error (400) when they differ
// (https://docs.stripe.com/idempotency). payments/book-renewal.ts makes the request from the service's row.

/** The form of POST /v1/subscriptions for a renewal; `product` is the offer's Stripe Product. */
export function renewalSubscriptionParams(input: RenewalSubscriptionRequest, product: string): FormParams {
  const recurring =
    input.cycleDays === null
      ? { interval: 'month', interval_count: 1 }
      : { interval: 'day', interval_count: Math.min(Math.max(input.cycleDays, 1), MAX_BILLING_CYCLE_DAYS) };
  return {
    customer: input.customerId,
    default_payment_method: input.paymentMethodId,
    items: [
      {
        price_data: {
          currency: PRICE_CURRENCY,
          product,
          unit_amount: input.offer.priceCents,
          recurring,
        },
      },
    ],
    trial_end: Math.floor(input.trialEnd.getTime() / 1000),
    off_session: true,
    metadata: input.metadata,
  };
}

/** The statuses of a subscription that bills no more (https://docs.stripe.com/api/subscriptions/object). */
const OVER = new Set(['canceled', 'incomplete_expired']);

/** Whether a listed subscription is the one a start made for `serviceId` (its metadata) and still bills. */
export function isLiveRenewalOf(subscription: StripeSubscription, serviceId: number): boolean {
  return (
    subscription.metadata?.kind === 'renewal' &&
    subscription.metadata.serviceId === String(serviceId) &&
    !OVER.has(subscription.status)
  );
}
