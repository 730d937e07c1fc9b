import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/http';
import { signedInStaff } from '../admin/admin-test-helpers';
import { friends } from '../db/schema';
import { DEMO_MONERO_ADDRESS } from '../dev/seed/accounts';
import { createPaidFriend, db, earn, ledgersOf } from './earnings-test-helpers';

// Mark paid records the address the payment went to: the one the Payouts list showed the ADMIN, who sent the Monero
// there, even when the friend changed theirs since (docs/decisions.md "Payouts").

const NEW_ADDRESS =
  '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A';

const markPaid = (cookie: string, body: Record<string, unknown>) =>
  call('/admin/api/markfriendpaid', { cookie, json: body });

describe('POST /admin/api/markfriendpaid: the address paid to', () => {
  it('records the address the list showed, though the friend changed theirs meanwhile', async () => {
    const { cookie } = await signedInStaff();
    const friend = await createPaidFriend();
    await earn(friend.id, 10);
    await db().update(friends).set({ moneroAddress: NEW_ADDRESS }).where(eq(friends.id, friend.id));
    const response = await markPaid(cookie, {
      friendId: friend.id,
      amount: '1.50',
      transactionId: 'tx-shown-address',
      moneroAddress: DEMO_MONERO_ADDRESS,
    });
    expect(response.status).toBe(200);
    const { payouts } = await ledgersOf(friend.id);
    expect(payouts.map((payout) => payout.moneroAddress)).toEqual([DEMO_MONERO_ADDRESS]);
  });

  it('records the friend’s address of the moment when none is sent, and refuses one that is not Monero', async () => {
    const { cookie } = await signedInStaff();
    const friend = await createPaidFriend({ moneroAddress: NEW_ADDRESS });
    await earn(friend.id, 10);
    const refused = await markPaid(cookie, {
      friendId: friend.id,
      amount: '0.50',
      transactionId: 'tx-bad-address',
      moneroAddress: 'not-a-monero-address',
    });
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { error: 'Invalid Monero Address', code: 'invalidMonero' },
    ]);
    const recorded = await markPaid(cookie, { friendId: friend.id, amount: '0.50', transactionId: 'tx-now' });
    expect(recorded.status).toBe(200);
    const { payouts } = await ledgersOf(friend.id);
    expect(payouts.map((payout) => [payout.transactionId, payout.moneroAddress])).toEqual([
      ['tx-now', NEW_ADDRESS],
    ]);
  });
});
