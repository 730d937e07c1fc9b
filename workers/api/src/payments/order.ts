import type { OfferAnswer } from '@app/shared';

// What a PaymentIntent of kind `offers` pays for, as the server wrote it into the metadata when it created the
// intent. Which offers and the flags are read from it; what they cost and the credits they give are read from D1
// when the payment is booked (docs/decisions.md "The webhook books what the offer costs"), and booked only while
// they are the terms the intent was made for (`terms`): staff may edit an offer nobody bought yet at any moment.

export type OffersOrder = {
  inmateId: number;
  offerIds: number[];
  recurring: boolean;
  automatic: boolean;
  /** The session's selection being paid (auth/session.ts selectionId), recorded on the payment when booked. */
  selectionId?: string;
  /** Each offer's terms when the intent was made (termsOf), in the order of offerIds; none on older intents. */
  terms?: string[];
};

const ID = /^[1-9][0-9]{0,15}$/;
const SELECTION_ID = /^[0-9a-f]{32}$/;

/** What a service bought from an offer follows from it: its service types, credits, validity and monthly charge. */
export type OfferTerms = Pick<
  OfferAnswer,
  'serviceTypes' | 'creditsIncluded' | 'validFor' | 'fixedMoCrCharge'
>;

/** An offer's terms as one short metadata string, e.g. `PHONE_PALS/60/-/-` (the types in their usual order). */
export function termsOf(offer: OfferTerms): string {
  const orNone = (value: number | null) => (value === null ? '-' : String(value));
  return [
    offer.serviceTypes.join('+'),
    offer.creditsIncluded,
    orNone(offer.validFor),
    orNone(offer.fixedMoCrCharge),
  ].join('/');
}

/** The metadata of an offers PaymentIntent (values are strings, as Stripe keeps them). */
export function orderMetadata(order: OffersOrder): Record<string, string> {
  return {
    inmateId: String(order.inmateId),
    offers: order.offerIds.join(','),
    recurring: String(order.recurring),
    automatic: String(order.automatic),
    ...(order.selectionId ? { selection: order.selectionId } : {}),
    ...(order.terms ? { terms: order.terms.join(',') } : {}),
  };
}

/** The inmate id a metadata names, if it is a well-formed id (for the discrepancy record of a refused payment). */
export function inmateIdOf(metadata: Record<string, string>): number | null {
  return ID.test(metadata.inmateId ?? '') ? Number(metadata.inmateId) : null;
}

/**
 * The order of an offers PaymentIntent's metadata, or null when it is not one. An `id:price` pair, as intents made
 * before prices were read from D1 carry, counts by its id only.
 */
export function parseOrder(metadata: Record<string, string>): OffersOrder | null {
  const inmateId = inmateIdOf(metadata);
  const ids = (metadata.offers ?? '').split(',').map((entry) => entry.split(':')[0] ?? '');
  if (inmateId === null || ids.length === 0 || !ids.every((id) => ID.test(id))) return null;
  const automatic = metadata.automatic === 'true';
  const selectionId = metadata.selection;
  const terms = metadata.terms?.split(',');
  return {
    inmateId,
    offerIds: ids.map(Number),
    automatic,
    recurring: automatic || metadata.recurring === 'true',
    ...(selectionId && SELECTION_ID.test(selectionId) ? { selectionId } : {}),
    ...(terms && terms.length === ids.length ? { terms } : {}),
  };
}
