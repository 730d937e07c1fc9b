import type { ActiveOffersAnswer, OfferListAnswer, ServiceType } from '@app/shared';
import { getDb } from '../db/client';
import type { SharedAnswer } from '../lib/shared-answers';
import { isAggregate, listActiveOffers, type OfferView, offerAnswer } from './queries';

/** The three public answers over the offers on sale, one part each, named after their call. */
export const ACTIVE_OFFER_CALLS = {
  byServiceType: 'getactiveoffers',
  aggregates: 'getactiveaggregateoffers',
  list: 'getactiveofferslist',
} as const;

/** The four columns of screen 1: single-type offers on sale, by service type. */
export function byServiceType(offers: OfferView[]): ActiveOffersAnswer {
  const lists: ActiveOffersAnswer = { PHONE_PALS: [], CALL_FORWARDING: [], AI_CHAT: [], MESSAGING: [] };
  for (const offer of offers)
    if (!isAggregate(offer)) lists[offer.serviceTypes[0] as ServiceType].push(offerAnswer(offer));
  return lists;
}

/**
 * The offers on sale as the public reads them (lib/shared-answers.ts): built from one D1 select, refreshed by every
 * add, update, delete or retirement of an offer (routes.ts).
 */
export const ACTIVE_OFFERS: SharedAnswer = {
  key: 'shared-answer:active-offers',
  async build(env) {
    const offers = await listActiveOffers(getDb(env.DB));
    return {
      [ACTIVE_OFFER_CALLS.byServiceType]: byServiceType(offers),
      [ACTIVE_OFFER_CALLS.aggregates]: offers.filter(isAggregate).map(offerAnswer) satisfies OfferListAnswer,
      [ACTIVE_OFFER_CALLS.list]: offers.map(offerAnswer) satisfies OfferListAnswer,
    };
  },
};
