import { MIN_CHARGE_CENTS } from '@app/shared';

export const RENEW_NEEDS_RECURRING =
  'Only a service with Recurring payments can be renewed with the kept card';
export const RENEW_OFFER_NOT_SOLD = 'This offer is no longer sold: please choose one from the offers';
export const RENEW_BELOW_CARD_MINIMUM =
  'This offer costs less than a card can be charged: pay it from the offers';

/** What the renewal rule reads of an offer: on sale (active and not retired), and its price today. */
export type RenewalOffer = { onSale: boolean; priceCents: number };

/**
 * Why the kept card cannot renew this service (POST /api/renewservice answers it with 409), or null when it can:
 * the service keeps its card (Recurring), its offer is still sold, and its price is one a card can be charged.
 * The service list's `renewable` is this rule too, so Renew shows only where it can succeed (a kept card is
 * checked when Renew is sent).
 */
export function renewalRefusal(
  service: { recurringPayments: boolean },
  offer: RenewalOffer | undefined,
): string | null {
  if (!service.recurringPayments) return RENEW_NEEDS_RECURRING;
  if (!offer?.onSale) return RENEW_OFFER_NOT_SOLD;
  if (offer.priceCents < MIN_CHARGE_CENTS) return RENEW_BELOW_CARD_MINIMUM;
  return null;
}
