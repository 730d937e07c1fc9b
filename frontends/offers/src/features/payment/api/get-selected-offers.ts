import { getJson } from '@app/shared';
import type { Offer } from '../../../lib/offer';

export type SelectedOffers = { offers: Offer[]; totalCents: number; total: string };

/** GET /api/getselectedoffers: the offers chosen on the offer selection screen, waiting for payment. */
export const getSelectedOffers = () => getJson<SelectedOffers>('/api/getselectedoffers');
