import { getJson, type ServiceType } from '@app/shared';
import type { Offer } from '../../../lib/offer';

export type ActiveOffers = { singles: Record<ServiceType, Offer[]>; aggregates: Offer[] };

/** GET /api/getactiveoffers and /api/getactiveaggregateoffers (spec §7), together. */
export async function getOffers(): Promise<ActiveOffers> {
  const [singles, aggregates] = await Promise.all([
    getJson<Record<ServiceType, Offer[]>>('/api/getactiveoffers'),
    getJson<Offer[]>('/api/getactiveaggregateoffers'),
  ]);
  return { singles, aggregates };
}
