import { type ActiveOffersAnswer, getJson, type OfferListAnswer } from '@app/shared';

export type ActiveOffers = { singles: ActiveOffersAnswer; aggregates: OfferListAnswer };

/** GET /api/getactiveoffers and /api/getactiveaggregateoffers (spec §7), together. */
export async function getOffers(): Promise<ActiveOffers> {
  const [singles, aggregates] = await Promise.all([
    getJson<ActiveOffersAnswer>('/api/getactiveoffers'),
    getJson<OfferListAnswer>('/api/getactiveaggregateoffers'),
  ]);
  return { singles, aggregates };
}
