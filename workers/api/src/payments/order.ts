// What a PaymentIntent of kind `offers` pays for, as the server wrote it into the metadata when it created the
// intent. Only which offers and the flags are read from it: what they cost and the credits they give are read from
// D1 when the payment is booked (docs/decisions.md "The webhook books what the offer costs").

export type OffersOrder = {
  inmateId: number;
  offerIds: number[];
  recurring: boolean;
  automatic: boolean;
  /** The session's selection being paid (auth/session.ts selectionId), recorded on the payment when booked. */
  selectionId?: string;
};

const ID = /^[1-9][0-9]{0,15}$/;
const SELECTION_ID = /^[0-9a-f]{32}$/;

/** The metadata of an offers PaymentIntent (values are strings, as Stripe keeps them). */
export function orderMetadata(order: OffersOrder): Record<string, string> {
  return {
    inmateId: String(order.inmateId),
    offers: order.offerIds.join(','),
    recurring: String(order.recurring),
    automatic: String(order.automatic),
    ...(order.selectionId ? { selection: order.selectionId } : {}),
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
  return {
    inmateId,
    offerIds: ids.map(Number),
    automatic,
    recurring: automatic || metadata.recurring === 'true',
    ...(selectionId && SELECTION_ID.test(selectionId) ? { selectionId } : {}),
  };
}
