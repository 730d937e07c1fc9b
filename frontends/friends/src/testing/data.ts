import type { FriendAnswer } from '@app/shared';

/** A valid Monero mainnet address (the Monero Project's donation address, as in the crypto-address tests). */
export const MONERO_ADDRESS =
  '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A';

/** spec §3 Friend as GET /api/getfrienddetail answers it, with overrides. */
export function friendAnswer(overrides: Partial<FriendAnswer> = {}): FriendAnswer {
  return {
    id: 7,
    firstName: 'Sam',
    lastName: 'Rivera',
    username: 'samr',
    email: 'sam@example.com',
    phoneNumber: '+15551234567',
    moneroAddress: MONERO_ADDRESS,
    description: 'Retired teacher, happy to talk about books.',
    image: '/api/friendphoto/7?v=1',
    active: true,
    approved: true,
    verified: true,
    ...overrides,
  };
}
