import { describe, expect, it } from 'vitest';
import {
  FRIEND_NOT_FOUND,
  markFriendPaidSchema,
  PAYOUT_AMOUNT_MESSAGE,
  TRANSACTION_ID_REQUIRED,
  TRANSACTION_ID_TOO_LONG,
} from './payout';
import { issuesOf } from './test-helpers';

const valid = { friendId: 1, amount: '2.85', transactionId: ' tx-1 ' };

describe('markFriendPaidSchema (issue 11 "mark paid")', () => {
  it('takes the amount in dollars as text or number, the id as number or text, and trims the transaction id', () => {
    expect(markFriendPaidSchema.parse(valid)).toEqual({ friendId: 1, amount: 2.85, transactionId: 'tx-1' });
    expect(markFriendPaidSchema.parse({ ...valid, friendId: '7', amount: 10 })).toEqual({
      friendId: 7,
      amount: 10,
      transactionId: 'tx-1',
    });
    expect(markFriendPaidSchema.parse({ ...valid, amount: '0.01' }).amount).toBe(0.01);
    expect(markFriendPaidSchema.parse({ ...valid, amount: '12.5' }).amount).toBe(12.5);
  });

  it('refuses an amount of 0, below 0, with more than two decimals or not a number', () => {
    for (const amount of ['0', '0.00', '-1', '1.234', 'abc', '', '1,50', '1e3', 0, -2, 0.001, null])
      expect(issuesOf(markFriendPaidSchema, { ...valid, amount }), String(amount)).toEqual([
        ['amount', PAYOUT_AMOUNT_MESSAGE],
      ]);
  });

  it('asks for the transaction id, at most 128 characters after trimming', () => {
    expect(issuesOf(markFriendPaidSchema, { ...valid, transactionId: '   ' })).toEqual([
      ['transactionId', TRANSACTION_ID_REQUIRED],
    ]);
    expect(issuesOf(markFriendPaidSchema, { ...valid, transactionId: undefined })).toEqual([
      ['transactionId', TRANSACTION_ID_REQUIRED],
    ]);
    expect(
      markFriendPaidSchema.parse({ ...valid, transactionId: ` ${'a'.repeat(128)} ` }).transactionId,
    ).toHaveLength(128);
    expect(issuesOf(markFriendPaidSchema, { ...valid, transactionId: 'a'.repeat(129) })).toEqual([
      ['transactionId', TRANSACTION_ID_TOO_LONG],
    ]);
  });

  it('refuses a friend id that is not a positive whole number', () => {
    for (const friendId of [0, '0', -1, 'x', 1.5, '', undefined])
      expect(issuesOf(markFriendPaidSchema, { ...valid, friendId }), String(friendId)).toEqual([
        ['friendId', FRIEND_NOT_FOUND],
      ]);
  });
});
