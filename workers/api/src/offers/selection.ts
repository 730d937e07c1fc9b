import { SERVICE_TYPES, type ServiceType, selectionOverlaps } from '@app/shared';
import type { Context } from 'hono';
import { getSession } from '../auth/session';
import { getDb } from '../db/client';
import type { AppEnv } from '../env';
import { findSelection, isAggregate, type OfferView } from './queries';

/** spec §8: the one answer to a refused offer selection. */
export const SELECT_OFFER_MESSAGE = 'Please Select Offer';

const AGGREGATE_RADIO = /^aggregate-([1-9][0-9]{0,15})$/;
const ID_TEXT = /^[1-9][0-9]{0,15}$/;

/** The radio a chosen offer belongs to (DESIGN "Offer selection body"). */
export function radioNameOf(offer: OfferView): string {
  return isAggregate(offer) ? `aggregate-${offer.id}` : (offer.serviceTypes[0] as ServiceType);
}

function idOf(value: unknown): number | null | 'empty' {
  if (value === null || value === undefined || value === '') return 'empty';
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return ID_TEXT.test(text) ? Number(text) : null;
}

/**
 * The offer ids of a POST /api/selectoffers body, or null when it must be refused: the body maps radio names to
 * offer ids — a single-type offer under its service type, an aggregate under `aggregate-<id>` — and unchosen radios
 * may be absent, null or empty. Refused: anything but such a map, an unknown radio name, an id that is not an offer
 * on sale or not one of that radio, overlapping service types, or nothing chosen.
 */
export function parseSelection(body: unknown, onSale: readonly OfferView[]): number[] | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const byId = new Map(onSale.map((offer) => [offer.id, offer]));
  const chosen: Record<string, OfferView> = {};
  for (const [name, value] of Object.entries(body)) {
    const id = idOf(value);
    if (id === 'empty') continue;
    if (id === null) return null;
    const offer = byId.get(id);
    if (!offer) return null;
    const aggregate = AGGREGATE_RADIO.exec(name);
    if (aggregate) {
      if (Number(aggregate[1]) !== id || !isAggregate(offer)) return null;
    } else if (!(SERVICE_TYPES as readonly string[]).includes(name)) {
      return null;
    } else if (isAggregate(offer) || offer.serviceTypes[0] !== name) {
      return null;
    }
    chosen[name] = offer;
  }
  const offers = Object.values(chosen);
  if (offers.length === 0 || selectionOverlaps(chosen)) return null;
  // Column order, then aggregates: the order the screens list them in.
  return offers
    .sort((a, b) => Number(isAggregate(a)) - Number(isAggregate(b)) || rank(a) - rank(b) || a.id - b.id)
    .map((offer) => offer.id);
}

const rank = (offer: OfferView) => SERVICE_TYPES.indexOf(offer.serviceTypes[0] as ServiceType);

/**
 * The offers selected in this session, all still on sale, or none: a selection that lost an offer (retired or
 * deleted since) or no longer holds together (an offer updated to overlap another) is no selection, so nobody pays
 * for part of what the screen showed; nor is one a card payment paid (a cart emptied by its payment, so Back after
 * paying cannot pay it twice by accident).
 */
export async function selectedOffers<E extends AppEnv>(c: Context<E>): Promise<OfferView[]> {
  const session = await getSession(c);
  const ids = new Set(session?.selectedOfferIds ?? []);
  const { offers, paid } = await findSelection(getDb(c.env.DB), [...ids], session?.selectionId);
  if (paid || offers.length !== ids.size) return [];
  const chosen = Object.fromEntries(offers.map((offer) => [radioNameOf(offer), offer]));
  return Object.keys(chosen).length === offers.length && !selectionOverlaps(chosen) ? offers : [];
}
