import { friendPaymentsAnswerSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test/contracts';
import { call } from '../../test/http';
import { expectAdminOnly, expectRefused, signedInStaff } from '../admin/admin-test-helpers';
import { DEMO_MONERO_ADDRESS } from '../dev/seed/accounts';
import { createPaidFriend, earn, paid } from './earnings-test-helpers';

// The payments of one friend on the Payouts screen (issue 11): ADMIN only.

describe('GET /admin/api/getfriendpayments', () => {
  it('answers the friend’s payments newest first, with who paid', async () => {
    const { employee, cookie } = await signedInStaff(['ADMIN'], { name: 'Pat Payer' });
    const friend = await createPaidFriend();
    const other = await createPaidFriend();
    await earn(friend.id, 100);
    await paid(friend.id, employee.id, {
      amountCents: 200,
      transactionId: 'tx-old',
      paidAt: '2026-01-01T00:00:00.000Z',
    });
    await paid(friend.id, employee.id, {
      amountCents: 305,
      transactionId: 'tx-new',
      paidAt: '2026-02-01T00:00:00.000Z',
    });
    await paid(other.id, employee.id, { transactionId: 'tx-other' });
    const payments = await answer(
      'getfriendpayments',
      friendPaymentsAnswerSchema,
      await call(`/admin/api/getfriendpayments?id=${friend.id}`, { cookie }),
    );
    expect(payments).toEqual([
      {
        amount: 3.05,
        transactionId: 'tx-new',
        moneroAddress: DEMO_MONERO_ADDRESS,
        paidBy: 'Pat Payer',
        paidAt: '2026-02-01T00:00:00.000Z',
      },
      {
        amount: 2,
        transactionId: 'tx-old',
        moneroAddress: DEMO_MONERO_ADDRESS,
        paidBy: 'Pat Payer',
        paidAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
  });

  it('answers [] for a friend never paid, Friend not found for an unknown or malformed id', async () => {
    const { cookie } = await signedInStaff();
    const friend = await createPaidFriend();
    const none = await call(`/admin/api/getfriendpayments?id=${friend.id}`, { cookie });
    expect([none.status, await none.json()]).toEqual([200, []]);
    await expectRefused(
      await call('/admin/api/getfriendpayments?id=999999', { cookie }),
      404,
      'Friend not found',
    );
    await expectRefused(await call('/admin/api/getfriendpayments?id=x', { cookie }), 400, 'Friend not found');
    await expectRefused(await call('/admin/api/getfriendpayments', { cookie }), 400, 'Friend not found');
  });

  it('is for ADMIN only', async () => {
    const friend = await createPaidFriend();
    await expectAdminOnly(`/admin/api/getfriendpayments?id=${friend.id}`);
  });
});
