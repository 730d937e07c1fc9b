import { formatCredits, formatMoney, NEVER_EXPIRE, type OfferAnswer, type ServiceType } from '@app/shared';

// How the offer screens show an offer (spec §3 Offer, as @app/shared's OfferAnswer: dollars and credits).

/** The four columns of spec §2 screen 1, in order, with their headings. */
export const COLUMNS: { type: ServiceType; heading: string }[] = [
  { type: 'PHONE_PALS', heading: 'Friends' },
  { type: 'CALL_FORWARDING', heading: 'Call Connect' },
  { type: 'AI_CHAT', heading: 'AI Chat' },
  { type: 'MESSAGING', heading: 'Messaging' },
];

/** Money with two decimals (spec §9). */
export const priceText = (offer: OfferAnswer) => formatMoney(offer.price);

/** Credits with one decimal (spec §9). */
export const creditsText = (offer: OfferAnswer) => `${formatCredits(offer.creditsIncluded)} credits`;

/** Validity: days, or "never expire" when the offer has none (spec §4). */
export const validityText = (offer: OfferAnswer) =>
  offer.validFor === null
    ? NEVER_EXPIRE
    : `valid for ${offer.validFor} ${offer.validFor === 1 ? 'day' : 'days'}`;
