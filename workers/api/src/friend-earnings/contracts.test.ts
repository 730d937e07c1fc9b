import {
  friendEarningsAnswerSchema,
  friendPaymentsAnswerSchema,
  friendPayoutsAnswerSchema,
} from '@app/shared';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test/contracts';
import { call } from '../../test/http';
import { signedInStaff } from '../admin/admin-test-helpers';
import { signedInFriend } from '../friends/friend-test-helpers';
import { createPaidFriend, earn } from './earnings-test-helpers';

// The earnings and payouts answers parsed with the shared contracts (strict: a field in cents or an extra one fails).

describe('friend earnings and payouts answers follow the shared contracts', () => {
  it('parses every answer with its schema', async () => {
    const { friend, cookie: friendCookie } = await signedInFriend({ moneroAddress: 'addr' });
    const { cookie } = await signedInStaff();
    await earn(friend.id, 7);
    await answer(
      'getfriendearnings',
      friendEarningsAnswerSchema,
      await call('/api/getfriendearnings', { cookie: friendCookie }),
    );
    await answer(
      'getfriendpayouts',
      friendPayoutsAnswerSchema,
      await call('/admin/api/getfriendpayouts', { cookie }),
    );
    await answer(
      'markfriendpaid',
      friendPayoutsAnswerSchema,
      await call('/admin/api/markfriendpaid', {
        cookie,
        json: { friendId: friend.id, amount: 0.5, transactionId: 'tx-contract' },
      }),
    );
    const payments = await answer(
      'getfriendpayments',
      friendPaymentsAnswerSchema,
      await call(`/admin/api/getfriendpayments?id=${friend.id}`, { cookie }),
    );
    expect(payments).toHaveLength(1);
  });

  it('refuses money in cents or an extra field', () => {
    const earnings = { minutesThisMonth: 1, earnedThisMonth: 0.15, unpaidBalance: 0.15, totalEarned: 0.15 };
    expect(friendEarningsAnswerSchema.safeParse(earnings).success).toBe(true);
    expect(friendEarningsAnswerSchema.safeParse({ ...earnings, unpaidBalance: 0.155 }).success).toBe(false);
    expect(friendEarningsAnswerSchema.safeParse({ ...earnings, unpaidCents: 15 }).success).toBe(false);
  });

  it('keeps a friend whose balance is paid off in the list, at 0', async () => {
    const friend = await createPaidFriend();
    const { employee, cookie } = await signedInStaff();
    await earn(friend.id, 1);
    await call('/admin/api/markfriendpaid', {
      cookie,
      json: { friendId: friend.id, amount: 0.15, transactionId: `tx-${employee.id}` },
    });
    const list = await answer(
      'getfriendpayouts',
      friendPayoutsAnswerSchema,
      await call('/admin/api/getfriendpayouts', { cookie }),
    );
    expect(list.find((row) => row.friend.id === friend.id)).toMatchObject({
      unpaidBalance: 0,
      totalPaid: 0.15,
    });
  });
});
