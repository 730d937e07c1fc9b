import { getJson, type SelectedOffersAnswer } from '@app/shared';

/** GET /api/getselectedoffers: the offers chosen on the offer selection screen, waiting for payment. */
export const getSelectedOffers = () => getJson<SelectedOffersAnswer>('/api/getselectedoffers');
