import { formatMoney, offerSchema, SERVICE_TYPES, type ServiceType } from '@app/shared';
import { z } from 'zod';
import { saveSelectedOffers } from '../auth/session';
import { getDb } from '../db/client';
import type { SessionRecord } from '../env';
import { createRouter } from '../lib/router';
import { jsonBody, textBody } from '../lib/validate';
import { refuseEmployee1 } from '../payments/money-guard';
import { deleteOffer, isAggregate, listActiveOffers, type OfferView, saveOffer } from './queries';
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

function byServiceType(offers: OfferView[]): Record<ServiceType, OfferView[]> {
  const lists = Object.fromEntries(SERVICE_TYPES.map((type) => [type, [] as OfferView[]])) as Record<
    ServiceType,
    OfferView[]
  >;
  for (const offer of offers)
    if (!isAggregate(offer)) lists[offer.serviceTypes[0] as ServiceType].push(offer);
  return lists;
}

/** Offers and the offer selection (spec §7 "Offers and subscription"). */
export const offerRoutes = createRouter()
  // The four columns of screen 1: single-type offers on sale, by service type.
  .get('/api/getactiveoffers', async (c) =>
    c.json(byServiceType(await listActiveOffers(getDb(c.env.DB))), 200),
  )
  .get('/api/getactiveaggregateoffers', async (c) =>
    c.json((await listActiveOffers(getDb(c.env.DB))).filter(isAggregate), 200),
  )
  .get('/api/getactiveofferslist', async (c) => c.json(await listActiveOffers(getDb(c.env.DB)), 200))
  // spec §6: EMPLOYEE1 sees no offers and no Subscribe, so may not select them either (payments/money-guard.ts).
  .post('/api/selectoffers', refuseEmployee1(), jsonBody(z.unknown()), async (c) => {
    const ids = parseSelection(c.req.valid('json'), await listActiveOffers(getDb(c.env.DB)));
    if (!ids) return c.json({ error: SELECT_OFFER_MESSAGE }, 400);
    const session = await saveSelectedOffers(c, ids);
    return c.json({ forward: forwardAfterSelection(session), selectedOfferIds: ids }, 200);
  })
  // The selection waiting for payment, with its total (shown on the payment screen; not in the spec).
  .get('/api/getselectedoffers', async (c) => {
    const offers = await selectedOffers(c);
    const totalCents = offers.reduce((sum, offer) => sum + offer.priceCents, 0);
    return c.json({ offers, totalCents, total: formatMoney(totalCents) }, 200);
  })
  // ADMIN (the /admin/api guard): add (no id) or update an offer (spec §5 offer rules).
  .post('/admin/api/updateoffer', jsonBody(offerSchema), async (c) => {
    const offer = await saveOffer(getDb(c.env.DB), c.req.valid('json'));
    if (!offer) return c.json({ error: 'Failed to Add Offer' }, 404);
    return c.json({ message: 'Offer Added', offer }, 200);
  })
  .post('/admin/api/deleteoffer', textBody(offerIdSchema), async (c) => {
    const outcome = await deleteOffer(getDb(c.env.DB), c.var.textBody);
    if (!outcome) return c.json({ error: 'Failed to Delete Offer' }, 404);
    return c.json({ message: 'Offer Deleted', outcome }, 200);
  });
