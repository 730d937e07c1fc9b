import { type ActiveOffersAnswer, getJson, type OfferListAnswer, pageRead } from '@app/shared';

export type ActiveOffers = { singles: ActiveOffersAnswer; aggregates: OfferListAnswer };

/** GET /api/getactiveoffers and /api/getactiveaggregateoffers (spec §7), together. */
export async function getOffers(): Promise<ActiveOffers> {
  const [singles, aggregates] = await Promise.all([
    getJson<ActiveOffersAnswer>('/api/getactiveoffers'),
    getJson<OfferListAnswer>('/api/getactiveaggregateoffers'),
  ]);
  return { singles, aggregates };
}

/**
 * The offers the page came with, when the Worker wrote the offer selection into it (first-paint-html.ts): the first
 * render shows the offers already painted, with no call. Undefined otherwise, and after the first navigation.
 */
export function pageOffers(): ActiveOffers | undefined {
  const singles = pageRead<ActiveOffersAnswer>('/api/getactiveoffers');
  const aggregates = pageRead<OfferListAnswer>('/api/getactiveaggregateoffers');
  return singles && aggregates ? { singles, aggregates } : undefined;
}
