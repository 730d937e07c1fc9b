import { friendEarningsAnswerSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test/contracts';
import { signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { signedInStaff } from '../admin/admin-test-helpers';
import { adminActingAs, signedInFriend } from '../friends/friend-test-helpers';
import { earn, paid } from './earnings-test-helpers';
import { monthStartIso } from './queries';

// GET /api/getfriendearnings: the friend's minutes and money on the detail screen (spec §2 screen 12, issue 11).

const thisMonth = () => new Date().toISOString();
const lastMonth = () => new Date(Date.parse(monthStartIso(new Date())) - 1000).toISOString();

describe('GET /api/getfriendearnings', () => {
  it('answers the minutes and money of this calendar month, the total earned and the unpaid balance', async () => {
    const { friend, cookie } = await signedInFriend();
    const { employee } = await signedInStaff();
    await earn(friend.id, 13, { earnedAt: lastMonth() });
    await earn(friend.id, 6, { earnedAt: thisMonth() });
    await earn(friend.id, 2, { earnedAt: thisMonth(), rateCents: 20 });
    await paid(friend.id, employee.id, { amountCents: 100 });
    const earnings = await answer(
      'getfriendearnings',
      friendEarningsAnswerSchema,
      await call('/api/getfriendearnings', { cookie }),
    );
    // 13 × 15 + 6 × 15 + 2 × 20 = 325 cents earned, 100 paid.
    expect(earnings).toEqual({
      minutesThisMonth: 8,
      earnedThisMonth: 1.3,
      unpaidBalance: 2.25,
      totalEarned: 3.25,
    });
  });

  it('answers zeros for a friend who earned nothing yet', async () => {
    const { cookie } = await signedInFriend();
    const response = await call('/api/getfriendearnings', { cookie });
    expect(await response.json()).toEqual({
      minutesThisMonth: 0,
      earnedThisMonth: 0,
      unpaidBalance: 0,
      totalEarned: 0,
    });
  });

  it('counts only the friend’s own ledger', async () => {
    const { friend, cookie } = await signedInFriend();
    const other = await signedInFriend();
    await earn(other.friend.id, 10);
    await earn(friend.id, 1);
    const response = await call('/api/getfriendearnings', { cookie });
    expect(await response.json()).toMatchObject({ minutesThisMonth: 1, totalEarned: 0.15 });
  });

  it('answers an ADMIN acting as the friend', async () => {
    const { friend } = await signedInFriend();
    await earn(friend.id, 4);
    const cookie = await adminActingAs(friend.id);
    const response = await call('/api/getfriendearnings', { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ minutesThisMonth: 4, unpaidBalance: 0.6 });
  });

  it('refuses anonymous (401), an inmate, EMPLOYEE1 and an ADMIN not acting as a friend (403)', async () => {
    const anonymous = await call('/api/getfriendearnings');
    expect([anonymous.status, await anonymous.json()]).toEqual([
      401,
      { error: 'Please sign in', code: 'signIn' },
    ]);
    for (const kind of ['inmate', 'employee1', 'admin'] as const) {
      const response = await call('/api/getfriendearnings', { cookie: await signInAs(kind) });
      expect(response.status, kind).toBe(403);
    }
  });
});

describe('monthStartIso', () => {
  it('is the first instant of the calendar month in UTC', () => {
    expect(monthStartIso(new Date('2026-11-30T23:59:59.999Z'))).toBe('2026-11-01T00:00:00.000Z');
    expect(monthStartIso(new Date('2026-12-01T00:00:00.000Z'))).toBe('2026-12-01T00:00:00.000Z');
  });
});
