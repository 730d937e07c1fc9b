import { type DeleteOfferAnswer, postText } from '@app/shared';

/** POST /admin/api/deleteoffer (spec §7): the raw id. An offer somebody bought is retired instead of deleted. */
export const deleteOffer = (id: number) => postText<DeleteOfferAnswer>('/admin/api/deleteoffer', String(id));
