import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, cookiesOf } from '../../test/http';
import { friendEarnings } from '../db/schema';
import { DEMO_PASSWORDS, seedStatements } from '../dev/seed';
import { db } from './earnings-test-helpers';

// The demo data (DESIGN.md "Demo accounts"): friend1 earned for inmate1's two PHONE_PALS calls and was never paid.

const apply = async (statements: string[]) =>
  env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));

describe('the demo seed of friend earnings', () => {
  it('gives friend1 13 + 6 minutes at 15 cents, unpaid, and loading it twice changes nothing', async () => {
    await apply(await seedStatements());
    await apply(await seedStatements());
    const rows = await db().select().from(friendEarnings);
    expect(
      rows.map(({ friendId, callId, minutes, rateCents, cents }) => ({
        friendId,
        callId,
        minutes,
        rateCents,
        cents,
      })),
    ).toEqual([
      { friendId: 1, callId: 1, minutes: 13, rateCents: 15, cents: 195 },
      { friendId: 1, callId: 2, minutes: 6, rateCents: 15, cents: 90 },
    ]);
    const login = await call('/api/loginfriend', {
      json: { username: 'friend1', password: DEMO_PASSWORDS.friend1 },
    });
    const earnings = await call('/api/getfriendearnings', { cookie: cookiesOf(login) });
    expect(await earnings.json()).toMatchObject({ unpaidBalance: 2.85, totalEarned: 2.85 });
  });
});
