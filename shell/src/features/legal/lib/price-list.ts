import { type OfferAnswer, SERVICE_TYPES, type ServiceType } from '@app/shared';

// The figures of the Prices and fees page (issue 13 §4), from the offers on sale (GET /api/getactiveofferslist).
// A credit of a calling service is one minute of a call (telephony/metering.ts: whole minutes, rounded up), so an
// offer's price per minute is its price divided by its credits included. Messaging is not a call: its credits are
// priced per credit.

/** The services whose credits are call minutes (telephony/choose-service.ts). */
export const CALL_SERVICE_TYPES: readonly ServiceType[] = ['PHONE_PALS', 'CALL_FORWARDING', 'AI_CHAT'];

/**
 * Dollars one credit of the offer costs (for a calling service: one minute), or null for an offer without credits.
 * @example pricePerCredit({ price: 9.99, creditsIncluded: 60, … }) === 0.1665
 */
export function pricePerCredit(offer: Pick<OfferAnswer, 'price' | 'creditsIncluded'>): number | null {
  return offer.creditsIncluded > 0 ? offer.price / offer.creditsIncluded : null;
}

export type PriceList = { byService: [ServiceType, OfferAnswer[]][]; bundles: OfferAnswer[] };

/** The offers on sale by service (single-service offers, in the spec's column order) and the bundles. */
export function priceList(offers: OfferAnswer[]): PriceList {
  const byService = SERVICE_TYPES.map((type): [ServiceType, OfferAnswer[]] => [
    type,
    offers.filter((offer) => offer.serviceTypes.length === 1 && offer.serviceTypes[0] === type),
  ]).filter(([, list]) => list.length > 0);
  return { byService, bundles: offers.filter((offer) => offer.serviceTypes.length > 1) };
}
