import type { ServiceType } from '../session';

/** An offer chosen on the offer selection screen, as far as the overlap rule needs it. */
export type ChosenOffer = { id: number; serviceTypes: readonly ServiceType[] };

/** Whether two offers share a service type. */
export function overlaps(a: readonly ServiceType[], b: readonly ServiceType[]): boolean {
  return a.some((type) => b.includes(type));
}

/**
 * The selection after choosing `offer` in radio group `radioName` (spec §4): the offer replaces that group's choice,
 * and every other earlier choice that shares a service type with it is cleared, so an aggregate clears the single
 * offers it covers and a single offer clears an aggregate covering its type. Radio names are the service types for
 * single offers and `aggregate-<offer id>` for aggregates (DESIGN "Offer selection body").
 * @example selectOffer({ PHONE_PALS: pals }, 'aggregate-9', bundleOfPalsAndChat) // → { 'aggregate-9': bundle… }
 */
export function selectOffer<T extends ChosenOffer>(
  current: Readonly<Record<string, T>>,
  radioName: string,
  offer: T,
): Record<string, T> {
  const next: Record<string, T> = {};
  for (const [name, chosen] of Object.entries(current))
    if (name !== radioName && !overlaps(chosen.serviceTypes, offer.serviceTypes)) next[name] = chosen;
  next[radioName] = offer;
  return next;
}

/** Whether any two chosen offers share a service type (the server refuses such a selection, DESIGN). */
export function selectionOverlaps(selection: Readonly<Record<string, ChosenOffer>>): boolean {
  const chosen = Object.values(selection);
  return chosen.some((a, i) => chosen.slice(i + 1).some((b) => overlaps(a.serviceTypes, b.serviceTypes)));
}
