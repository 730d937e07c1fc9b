import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmployee } from '../../test/fixtures';
import { expectRefusedWhenRemovedMeanwhile, type Removal } from '../admin/admin-test-helpers';
import { employees } from '../db/schema';
import { createPaidFriend, db, earn, ledgersOf } from './earnings-test-helpers';
import { recordPayout } from './queries';

// docs/architecture.md "Back office API": an ADMIN deleted or demoted while their mark-paid is on its way (the
// /admin/api guard let it through before its body was read) records no payment and hears 403 `Not allowed`: never
// a payment by someone no longer an ADMIN, and never a 500 from the payout's foreign key to a deleted payer
// (DESIGN.md "Errors": 5xx only for real faults).

describe.each<Removal>(['deleted', 'demoted'])('markfriendpaid by an ADMIN %s meanwhile', (removal) => {
  it('answers 403 Not allowed and records nothing', async () => {
    const friend = await createPaidFriend();
    await earn(friend.id, 10);
    await expectRefusedWhenRemovedMeanwhile(removal, '/admin/api/markfriendpaid', {
      json: { friendId: friend.id, amount: '1.00', transactionId: 'tx-after-removal' },
    });
    expect((await ledgersOf(friend.id)).payouts).toEqual([]);
  });
});

describe('recordPayout', () => {
  const payout = (friendId: number, paidByStaffId: number) => ({
    friendId,
    cents: 100,
    transactionId: crypto.randomUUID(),
    paidByStaffId,
  });

  it('records nothing for a payer who is no ADMIN when it runs (demoted, deleted): actor-not-admin', async () => {
    const friend = await createPaidFriend();
    await earn(friend.id, 10);
    const demoted = await createEmployee({ roles: ['EMPLOYEE1'] });
    const deleted = await createEmployee({ roles: ['ADMIN'] });
    await db().delete(employees).where(eq(employees.id, deleted.id));
    for (const staffId of [demoted.id, deleted.id]) {
      expect(await recordPayout(db(), payout(friend.id, staffId))).toBe('actor-not-admin');
    }
    expect((await ledgersOf(friend.id)).payouts).toEqual([]);
  });

  it('records the payment of an ADMIN', async () => {
    const friend = await createPaidFriend();
    await earn(friend.id, 10);
    const admin = await createEmployee({ roles: ['ADMIN'] });
    expect(await recordPayout(db(), payout(friend.id, admin.id))).toBeNull();
    expect((await ledgersOf(friend.id)).payouts).toHaveLength(1);
  });
});
