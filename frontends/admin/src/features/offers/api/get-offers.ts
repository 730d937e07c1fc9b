import { type AdminOffersAnswer, getJson } from '@app/shared';

/** GET /admin/api/getoffers: every offer, also inactive and retired ones (Offer Configuration, spec §2 screen 16). */
export const getOffers = () => getJson<AdminOffersAnswer>('/admin/api/getoffers');
