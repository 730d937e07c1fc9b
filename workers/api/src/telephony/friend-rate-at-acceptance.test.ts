import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { friendRateCents, saveSetting } from '../admin/settings-queries';
import { phoneCalls } from '../db/schema';
import { friendRateNow } from './friend-rate';
import {
  attributeOf,
  bridged,
  callAndKeyCode,
  createCallSetup,
  createReadyFriend,
  db,
  earningsOf,
  friendAnswers,
  friendPicksUp,
  phoneCall,
  twilioPost,
} from './telephony-test-helpers';

// spec §1: a friend is paid per accepted minute, at the rate of the moment they pressed 1 (docs/decisions.md
// "Minutes and money"): a Settings save while they talk applies to the calls accepted after it, never to this one.

const saveRate = (cents: string) => saveSetting(db(), 'friend_rate_cents', cents);

describe('PHONE_PALS: the friend is paid the rate they accepted the call at', () => {
  it('a call accepted at 15 cents and metered after the rate was saved as 5 pays 15 cents a minute', async () => {
    const setup = await createCallSetup({ remainingTenths: 100 });
    const friend = await createReadyFriend();
    const { callSid, xml } = await callAndKeyCode(setup);
    await friendAnswers(setup, callSid, xml, '1');
    expect(await phoneCall(callSid)).toMatchObject({ acceptedFriendId: friend.id, friendRateCents: 15 });

    await saveRate('5');
    await bridged(setup, callSid, xml, 150);
    expect(await earningsOf(friend.id)).toEqual([
      expect.objectContaining({ minutes: 3, rateCents: 15, cents: 45 }),
    ]);
  });

  it('a rate saved while the friend hears the prompt is the one they accept: a later save changes nothing', async () => {
    const setup = await createCallSetup({ remainingTenths: 100 });
    const friend = await createReadyFriend();
    const { callSid, xml } = await callAndKeyCode(setup);
    // Dialled and rung at 15; the save lands before the friend's 1.
    await friendAnswers(setup, callSid, xml, '1', () => saveRate('5'));
    expect(await phoneCall(callSid)).toMatchObject({ acceptedFriendId: friend.id, friendRateCents: 5 });

    await saveRate('30');
    await bridged(setup, callSid, xml, 150);
    expect(await earningsOf(friend.id)).toEqual([
      expect.objectContaining({ minutes: 3, rateCents: 5, cents: 15 }),
    ]);
  });

  it('a 1 delivered again after a save keeps the rate of the first', async () => {
    const setup = await createCallSetup({ remainingTenths: 100 });
    const friend = await createReadyFriend();
    const { callSid, xml } = await callAndKeyCode(setup);
    const { whisperXml, childParams } = await friendPicksUp(setup, callSid, xml);
    const accept = () =>
      twilioPost(attributeOf(whisperXml, 'Gather', 'action') ?? '', { ...childParams, Digits: '1' });
    expect((await accept()).status).toBe(200);

    await saveRate('5');
    expect(await (await accept()).text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect((await phoneCall(callSid))?.friendRateCents).toBe(15);
    await bridged(setup, callSid, xml, 61);
    expect(await earningsOf(friend.id)).toEqual([
      expect.objectContaining({ minutes: 2, rateCents: 15, cents: 30 }),
    ]);
  });

  it('a call accepted before the rate was kept on it (migration 0027) is paid the setting when metered', async () => {
    const setup = await createCallSetup({ remainingTenths: 100 });
    const friend = await createReadyFriend();
    const { callSid, xml } = await callAndKeyCode(setup);
    await friendAnswers(setup, callSid, xml, '1');
    // The row as a call accepted before the migration left it.
    await db().update(phoneCalls).set({ friendRateCents: null }).where(eq(phoneCalls.callSid, callSid));

    await saveRate('5');
    await bridged(setup, callSid, xml, 150);
    expect(await earningsOf(friend.id)).toEqual([
      expect.objectContaining({ minutes: 3, rateCents: 5, cents: 15 }),
    ]);
  });

  it('the rate the accept reads in SQL is the one friendRateCents reads', async () => {
    const inSql = async () => (await db().get<{ rate: number }>(sql`SELECT ${friendRateNow} AS rate`))?.rate;
    expect([await inSql(), await friendRateCents(db())]).toEqual([15, 15]);
    for (const value of ['0', '7', '0020', '1000', 'abc', '-5', '1.5']) {
      await saveRate(value);
      expect([value, await inSql()]).toEqual([value, await friendRateCents(db())]);
    }
  });
});
