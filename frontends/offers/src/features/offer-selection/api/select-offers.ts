import { postJson, type SelectOffersAnswer } from '@app/shared';

/** The radios' choice: radio name (`PHONE_PALS`… or `aggregate-<id>`) → offer id (DESIGN "Offer selection body"). */
export type SelectionBody = Record<string, number>;

/** POST /api/selectoffers: stores the choice in the session and answers where to go next. */
export const selectOffers = (body: SelectionBody) => postJson<SelectOffersAnswer>('/api/selectoffers', body);
