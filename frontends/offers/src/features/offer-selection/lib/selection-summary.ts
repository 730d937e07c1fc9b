import { centsFromDollars, dollarsFromCents, type OfferAnswer, SERVICE_TYPES } from '@app/shared';

/** The radios' choice on the offer selection: radio name (`PHONE_PALS`… or `aggregate-<id>`) → chosen offer. */
export type Selection = Record<string, OfferAnswer>;

/** The radio an offer belongs to (DESIGN "Offer selection body"): a bundle has its own, a single offer its type's. */
export const radioNameOf = (offer: OfferAnswer): string =>
  offer.serviceTypes.length > 1 ? `aggregate-${offer.id}` : (offer.serviceTypes[0] ?? '');

export const isBundle = (radioName: string) => radioName.startsWith('aggregate-');

/**
 * The running total of a choice (issue 13 §4): the price to pay in dollars (summed in cents, as the server sums it)
 * and each chosen offer's credits with the services they are for, in column order, bundles last.
 */
export function runningTotal(selection: Selection) {
  const offers = Object.values(selection).sort(
    (a, b) =>
      Number(a.serviceTypes.length > 1) - Number(b.serviceTypes.length > 1) ||
      SERVICE_TYPES.indexOf(a.serviceTypes[0] ?? 'MESSAGING') -
        SERVICE_TYPES.indexOf(b.serviceTypes[0] ?? 'MESSAGING'),
  );
  const cents = offers.reduce((sum, offer) => sum + centsFromDollars(offer.price), 0);
  return { total: dollarsFromCents(cents), offers };
}

/**
 * The earlier choices a new choice cleared (spec §4: overlapping service types), other than the one its own radio
 * held: what the bundle notice names. A radio's own earlier offer is replaced the way any radio replaces its choice.
 */
export function replacedChoices(previous: Selection, next: Selection, radioName: string): OfferAnswer[] {
  return Object.entries(previous)
    .filter(([name]) => name !== radioName && !(name in next))
    .map(([, offer]) => offer);
}

/** The choice kept in the session (GET /api/getselectedoffers) as the radios' choice, so Back shows it again. */
export const selectionOf = (offers: OfferAnswer[]): Selection =>
  Object.fromEntries(offers.map((offer) => [radioNameOf(offer), offer]));
