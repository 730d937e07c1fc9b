import type { ServiceType } from '@app/shared';
import { formatCredits, formatMoney, NEVER_EXPIRE } from '@app/shared';

/** An offer as the API answers it (spec §3 Offer). */
export type Offer = {
  id: number;
  title: string;
  description: string;
  /** Decimal text, e.g. "9.99". */
  price: string;
  priceCents: number;
  serviceTypes: ServiceType[];
  /** Whole credits. */
  creditsIncluded: number;
  /** Days; null = never expires. */
  validFor: number | null;
  fixedMoCrCharge: number | null;
};

/** The four columns of spec §2 screen 1, in order, with their headings. */
export const COLUMNS: { type: ServiceType; heading: string }[] = [
  { type: 'PHONE_PALS', heading: 'Friends' },
  { type: 'CALL_FORWARDING', heading: 'Call Connect' },
  { type: 'AI_CHAT', heading: 'AI Chat' },
  { type: 'MESSAGING', heading: 'Messaging' },
];

export const priceText = (offer: Offer) => formatMoney(offer.priceCents);

/** Credits with one decimal (spec §9). */
export const creditsText = (offer: Offer) =>
  `${formatCredits(Math.round(offer.creditsIncluded * 10))} credits`;

/** Validity: days, or "never expire" when the offer has none (spec §4). */
export const validityText = (offer: Offer) =>
  offer.validFor === null
    ? NEVER_EXPIRE
    : `valid for ${offer.validFor} ${offer.validFor === 1 ? 'day' : 'days'}`;
