import type { FriendAnswer, OfferAnswer } from '@app/shared';

/** spec §3 Friend as GET /admin/api/getfriends lists it, with overrides. */
export function friendAnswer(overrides: Partial<FriendAnswer> = {}): FriendAnswer {
  return {
    id: 7,
    firstName: 'Sam',
    lastName: 'Rivera',
    username: 'samr',
    email: 'sam@example.com',
    phoneNumber: '+15551234567',
    moneroAddress: null,
    description: 'Retired teacher, happy to talk about books.',
    image: '/api/friendphoto/7?v=1',
    active: true,
    approved: true,
    verified: true,
    ...overrides,
  };
}

/** spec §3 Offer as the offers API answers it, with overrides. */
export function offerAnswer(overrides: Partial<OfferAnswer> = {}): OfferAnswer {
  return {
    id: 3,
    title: 'Friends 100',
    description: '100 minutes of calls',
    price: 9.99,
    serviceTypes: ['PHONE_PALS'],
    creditsIncluded: 100,
    validFor: 30,
    fixedMoCrCharge: null,
    ...overrides,
  };
}
