import {
  friendPayoutsAnswerSchema,
  PAYOUT_AMOUNT_MESSAGE,
  TRANSACTION_ID_REQUIRED,
  TRANSACTION_ID_TOO_LONG,
} from '@app/shared';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test/contracts';
import { createFriend } from '../../test/fixtures';
import { call } from '../../test/http';
import { expectAdminOnly, expectRefused, signedInStaff } from '../admin/admin-test-helpers';
import { DEMO_MONERO_ADDRESS } from '../dev/seed/accounts';
import { createPaidFriend, earn, ledgersOf, paid } from './earnings-test-helpers';

// The Payouts screen's calls under Manage Friends (issue 11): ADMIN only.

const markPaid = (cookie: string, body: Record<string, unknown>) =>
  call('/admin/api/markfriendpaid', { cookie, json: body });

describe('GET /admin/api/getfriendpayouts', () => {
  it('lists friends with earnings or payments by unpaid balance, largest first, with their Monero address', async () => {
    const { employee, cookie } = await signedInStaff();
    const small = await createPaidFriend({ firstName: 'Sam', lastName: 'Small' });
    const big = await createPaidFriend({ firstName: 'Bo', lastName: 'Big' });
    const settled = await createFriend({ firstName: 'Sue', lastName: 'Settled', moneroAddress: null });
    await createPaidFriend({ firstName: 'Nat', lastName: 'Nothing' });
    await earn(small.id, 2);
    await earn(big.id, 20);
    await earn(settled.id, 10);
    await paid(settled.id, employee.id, { amountCents: 150, paidAt: '2026-03-01T10:00:00.000Z' });
    const list = await answer(
      'getfriendpayouts',
      friendPayoutsAnswerSchema,
      await call('/admin/api/getfriendpayouts', { cookie }),
    );
    expect(list).toEqual([
      {
        friend: { id: big.id, firstName: 'Bo', lastName: 'Big', username: big.username },
        moneroAddress: DEMO_MONERO_ADDRESS,
        unpaidBalance: 3,
        totalEarned: 3,
        totalPaid: 0,
        lastPaidAt: null,
      },
      {
        friend: { id: small.id, firstName: 'Sam', lastName: 'Small', username: small.username },
        moneroAddress: DEMO_MONERO_ADDRESS,
        unpaidBalance: 0.3,
        totalEarned: 0.3,
        totalPaid: 0,
        lastPaidAt: null,
      },
      {
        friend: { id: settled.id, firstName: 'Sue', lastName: 'Settled', username: settled.username },
        moneroAddress: null,
        unpaidBalance: 0,
        totalEarned: 1.5,
        totalPaid: 1.5,
        lastPaidAt: '2026-03-01T10:00:00.000Z',
      },
    ]);
  });

  it('breaks a tie of unpaid balance by name as a person sorts them, ignoring letter case', async () => {
    const { cookie } = await signedInStaff();
    const zed = await createPaidFriend({ firstName: 'Ann', lastName: 'Zed' });
    const abbott = await createPaidFriend({ firstName: 'Bob', lastName: 'abbott' });
    await earn(zed.id, 10);
    await earn(abbott.id, 10);
    const list = await answer(
      'getfriendpayouts',
      friendPayoutsAnswerSchema,
      await call('/admin/api/getfriendpayouts', { cookie }),
    );
    const names = list
      .map((row) => row.friend.lastName)
      .filter((name) => name === 'Zed' || name === 'abbott');
    expect(names).toEqual(['abbott', 'Zed']);
  });

  it('is for ADMIN only', async () => {
    await expectAdminOnly('/admin/api/getfriendpayouts');
  });
});

describe('POST /admin/api/markfriendpaid', () => {
  it('records the payment by the signed-in ADMIN to the address on file and answers the updated list', async () => {
    const { employee, cookie } = await signedInStaff();
    const friend = await createPaidFriend();
    await earn(friend.id, 19);
    const list = await answer(
      'markfriendpaid',
      friendPayoutsAnswerSchema,
      await markPaid(cookie, { friendId: friend.id, amount: 2.85, transactionId: '  tx-abc  ' }),
    );
    expect(list.find((row) => row.friend.id === friend.id)).toMatchObject({
      unpaidBalance: 0,
      totalEarned: 2.85,
      totalPaid: 2.85,
    });
    const { payouts } = await ledgersOf(friend.id);
    expect(payouts).toEqual([
      expect.objectContaining({
        amountCents: 285,
        transactionId: 'tx-abc',
        moneroAddress: DEMO_MONERO_ADDRESS,
        paidByStaffId: employee.id,
      }),
    ]);
  });

  it('takes part of the balance, with the amount as the form’s text', async () => {
    const { cookie } = await signedInStaff();
    const friend = await createPaidFriend();
    await earn(friend.id, 10);
    const response = await markPaid(cookie, {
      friendId: String(friend.id),
      amount: '1.05',
      transactionId: 'tx-1',
    });
    const list = await answer('markfriendpaid', friendPayoutsAnswerSchema, response);
    expect(list.find((row) => row.friend.id === friend.id)?.unpaidBalance).toBe(0.45);
  });

  it('refuses more than the unpaid balance, 0, and more than two decimals, and records nothing', async () => {
    const { cookie } = await signedInStaff();
    const friend = await createPaidFriend();
    await earn(friend.id, 10);
    for (const amount of [1.51, 0, -1, 1.234, '', 'ten']) {
      await expectRefused(
        await markPaid(cookie, { friendId: friend.id, amount, transactionId: `tx-${amount}` }),
        400,
        PAYOUT_AMOUNT_MESSAGE,
      );
    }
    expect((await ledgersOf(friend.id)).payouts).toEqual([]);
  });

  it('refuses any amount for a friend with nothing unpaid', async () => {
    const { employee, cookie } = await signedInStaff();
    const friend = await createPaidFriend();
    await earn(friend.id, 2);
    await paid(friend.id, employee.id, { amountCents: 30 });
    await expectRefused(
      await markPaid(cookie, { friendId: friend.id, amount: 0.01, transactionId: 'tx-more' }),
      400,
      PAYOUT_AMOUNT_MESSAGE,
    );
  });

  it('asks for the transaction id (trimmed), at most 128 characters', async () => {
    const { cookie } = await signedInStaff();
    const friend = await createPaidFriend();
    await earn(friend.id, 10);
    for (const transactionId of ['', '   ', undefined]) {
      await expectRefused(
        await markPaid(cookie, { friendId: friend.id, amount: 1, transactionId }),
        400,
        TRANSACTION_ID_REQUIRED,
      );
    }
    await expectRefused(
      await markPaid(cookie, { friendId: friend.id, amount: 1, transactionId: 'x'.repeat(129) }),
      400,
      TRANSACTION_ID_TOO_LONG,
    );
    expect((await ledgersOf(friend.id)).payouts).toEqual([]);
  });

  it('refuses a friend without a Monero address', async () => {
    const { cookie } = await signedInStaff();
    const friend = await createFriend({ moneroAddress: null });
    await earn(friend.id, 10);
    await expectRefused(
      await markPaid(cookie, { friendId: friend.id, amount: 1, transactionId: 'tx-none' }),
      409,
      'This friend has no Monero address',
    );
    expect((await ledgersOf(friend.id)).payouts).toEqual([]);
  });

  it('refuses a transaction id already recorded, in any letter case', async () => {
    const { cookie } = await signedInStaff();
    const friend = await createPaidFriend();
    await earn(friend.id, 10);
    // A Monero transaction id is a hex hash, which wallets and explorers show in either case.
    const transactionId = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
    expect((await markPaid(cookie, { friendId: friend.id, amount: 0.5, transactionId })).status).toBe(200);
    for (const again of [transactionId, transactionId.toUpperCase()]) {
      await expectRefused(
        await markPaid(cookie, { friendId: friend.id, amount: 0.5, transactionId: again }),
        409,
        'This transaction id is already recorded',
      );
    }
    expect((await ledgersOf(friend.id)).payouts).toHaveLength(1);
  });

  it('answers Friend not found for an unknown or malformed friend id', async () => {
    const { cookie } = await signedInStaff();
    await expectRefused(
      await markPaid(cookie, { friendId: 999_999, amount: 1, transactionId: 'tx-x' }),
      404,
      'Friend not found',
    );
    await expectRefused(
      await markPaid(cookie, { friendId: 'abc', amount: 1, transactionId: 'tx-x' }),
      400,
      'Friend not found',
    );
  });

  it('never pays more than is owed when mark-paids run in parallel', async () => {
    const { cookie } = await signedInStaff();
    const friend = await createPaidFriend();
    await earn(friend.id, 20); // $3.00 owed
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        markPaid(cookie, { friendId: friend.id, amount: 1.25, transactionId: `tx-parallel-${index}` }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 400, 400, 400, 400]);
    const { payouts } = await ledgersOf(friend.id);
    expect(payouts.reduce((sum, payout) => sum + payout.amountCents, 0)).toBe(250);
  });

  it('never changes a ledger row: earnings stay as written, payments are only added', async () => {
    const { employee, cookie } = await signedInStaff();
    const friend = await createPaidFriend();
    await earn(friend.id, 10);
    await earn(friend.id, 3);
    const earlier = await paid(friend.id, employee.id, { amountCents: 50 });
    const before = await ledgersOf(friend.id);
    await markPaid(cookie, { friendId: friend.id, amount: 1, transactionId: 'tx-later' });
    await markPaid(cookie, { friendId: friend.id, amount: 100, transactionId: 'tx-refused' });
    const after = await ledgersOf(friend.id);
    expect(after.earnings).toEqual(before.earnings);
    expect(after.payouts[0]).toEqual(earlier);
    expect(after.payouts.slice(1)).toEqual([
      expect.objectContaining({ amountCents: 100, transactionId: 'tx-later' }),
    ]);
  });

  it('is for ADMIN only, and a refused caller records nothing', async () => {
    const friend = await createPaidFriend();
    await earn(friend.id, 10);
    await expectAdminOnly('/admin/api/markfriendpaid', {
      json: { friendId: friend.id, amount: 1, transactionId: 'tx-role' },
    });
    expect((await ledgersOf(friend.id)).payouts).toEqual([]);
  });
});
