import { type OfferData, postJson, type SaveOfferAnswer } from '@app/shared';

/** POST /admin/api/updateoffer (spec §7): JSON; without an id it adds the offer, with one it updates it. */
export const saveOffer = (offer: OfferData) => postJson<SaveOfferAnswer>('/admin/api/updateoffer', offer);
