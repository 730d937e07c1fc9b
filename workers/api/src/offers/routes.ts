import {
  type AdminOffersAnswer,
  type DeleteOfferAnswer,
  dollarsFromCents,
  offerSchema,
  type SaveOfferAnswer,
  type SelectedOffersAnswer,
  type SelectOffersAnswer,
} from '@app/shared';
import * as z from 'zod';
import { refuseOtherAccountOfSession } from '../auth/account-in-view';
import { readAsCaller } from '../auth/caller-check';
import { saveSelectedOffers } from '../auth/session';
import { actingAdminId, unlessActorNotAdmin } from '../auth/still-admin';
import { getDb } from '../db/client';
import type { SessionRecord } from '../env';
import { fail } from '../lib/errors';
import { createRouter } from '../lib/router';
import { readShared, refreshShared, sharedJson } from '../lib/shared-answers';
import { jsonBody, textBody } from '../lib/validate';
import { refuseEmployee1 } from '../payments/money-guard';
import { ACTIVE_OFFER_CALLS, ACTIVE_OFFERS } from './active-offers-answer';
import {
  adminOffersAnswer,
  allOffersQuery,
  deleteOffer,
  listActiveOffers,
  OFFER_TERMS_BOUGHT,
  offerAnswer,
  saveOffer,
} from './queries';
import { parseSelection, SELECT_OFFER_MESSAGE, selectedOffers } from './selection';

/** spec §7 deleteoffer: the raw offer id. */
const offerIdSchema = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{0,15}$/, 'Invalid id')
  .transform(Number);

/**
 * Where the Subscribe button leads (docs/decisions.md "Offers and payment"): a signed-in inmate (or staff acting as
 * one) goes on to pay; anyone else registers first (the registration step of the same screen).
 */
function forwardAfterSelection(session: SessionRecord): string {
  const prefix = session.staffId !== undefined ? '/admin' : '';
  if (session.inmateId !== undefined) return `${prefix}/inmates/paymentmethod`;
  return `${prefix}/inmates/register?step=registration`;
}

/** Offers and the offer selection (spec §7 "Offers and subscription"). */
export const offerRoutes = createRouter()
  // The public answers over the offers on sale (active-offers-answer.ts), shared by every caller: from memory or
  // KV, refreshed by the staff calls below before they answer.
  .get('/api/getactiveoffers', async (c) =>
    sharedJson(c, await readShared(c.env, ACTIVE_OFFERS, ACTIVE_OFFER_CALLS.byServiceType)),
  )
  .get('/api/getactiveaggregateoffers', async (c) =>
    sharedJson(c, await readShared(c.env, ACTIVE_OFFERS, ACTIVE_OFFER_CALLS.aggregates)),
  )
  .get('/api/getactiveofferslist', async (c) =>
    sharedJson(c, await readShared(c.env, ACTIVE_OFFERS, ACTIVE_OFFER_CALLS.list)),
  )
  // spec §6: EMPLOYEE1 sees no offers and no Subscribe, so may not select them either (payments/money-guard.ts).
  .post('/api/selectoffers', refuseEmployee1(), jsonBody(z.unknown()), async (c) => {
    await refuseOtherAccountOfSession(c);
    const ids = parseSelection(c.req.valid('json'), await listActiveOffers(getDb(c.env.DB)));
    if (!ids) fail(400, SELECT_OFFER_MESSAGE);
    const session = await saveSelectedOffers(c, ids);
    return c.json(
      { forward: forwardAfterSelection(session), selectedOfferIds: ids } satisfies SelectOffersAnswer,
      200,
    );
  })
  // The selection waiting for payment, with its total (shown on the payment screen; not in the spec).
  .get('/api/getselectedoffers', async (c) => {
    await refuseOtherAccountOfSession(c);
    const offers = await selectedOffers(c);
    // Summed in integer cents, converted once.
    const totalCents = offers.reduce((sum, offer) => sum + offer.priceCents, 0);
    const answer = { offers: offers.map(offerAnswer), total: dollarsFromCents(totalCents) };
    return c.json(answer satisfies SelectedOffersAnswer, 200);
  })
  // ADMIN (the /admin/api guard): every offer, also inactive and retired ones, for Offer Configuration (screen 16).
  // One D1 round trip that also confirms the caller (auth/caller-check.ts).
  .get('/admin/api/getoffers', async (c) =>
    c.json(
      adminOffersAnswer(await readAsCaller(c, allOffersQuery, {}, 'id')) satisfies AdminOffersAnswer,
      200,
    ),
  )
  // ADMIN (the /admin/api guard): add (no id) or update an offer (spec §5 offer rules).
  .post('/admin/api/updateoffer', jsonBody(offerSchema), async (c) => {
    const offer = unlessActorNotAdmin(
      await saveOffer(getDb(c.env.DB), actingAdminId(c), c.req.valid('json')),
    );
    if (!offer) fail(404, 'Failed to Add Offer');
    if (offer === 'termsBought') fail(409, OFFER_TERMS_BOUGHT);
    await refreshShared(c.env, ACTIVE_OFFERS);
    return c.json({ message: 'Offer Added', offer: offerAnswer(offer) } satisfies SaveOfferAnswer, 200);
  })
  .post('/admin/api/deleteoffer', textBody(offerIdSchema), async (c) => {
    const outcome = unlessActorNotAdmin(
      await deleteOffer(getDb(c.env.DB), actingAdminId(c), c.get('textBody')),
    );
    if (!outcome) fail(404, 'Failed to Delete Offer');
    await refreshShared(c.env, ACTIVE_OFFERS);
    return c.json({ message: 'Offer Deleted', outcome } satisfies DeleteOfferAnswer, 200);
  });
