import type { OfferAnswer } from '@app/shared';

/** An offer as GET /api/getactiveofferslist answers it (the seed's Friends 60 unless overridden). */
export const createOffer = (offer: Partial<OfferAnswer> = {}): OfferAnswer => ({
  id: 1,
  title: 'Friends 60',
  description: 'Sixty minutes of calls with a friend.',
  price: 9.99,
  serviceTypes: ['PHONE_PALS'],
  creditsIncluded: 60,
  validFor: null,
  fixedMoCrCharge: null,
  ...offer,
});
