import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { friends } from '../db/schema';
import {
  bridged,
  callAndKeyCode,
  createCallSetup,
  createReadyFriend,
  db,
  earningsOf,
  friendAnswers,
  friendPicksUp,
  notBridged,
} from './telephony-test-helpers';

// A friend may take calls while approved, verified and available; that is checked again when their phone is answered
// and when they press 1 (ring-friends.ts mayTakeCalls), so a friend unapproved by staff or turned unavailable while
// their phone rings is neither connected nor paid, and the call goes on to the next friend.

describe('a friend whose state changes while their phone rings', () => {
  it('turned unavailable before picking up: hears no offer, and the next friend is rung', async () => {
    const setup = await createCallSetup();
    const first = await createReadyFriend({ phoneNumber: '+15559998003' });
    const { callSid, xml } = await callAndKeyCode(setup);
    expect(xml).toContain(`friend=${first.id}`);
    const second = await createReadyFriend({ phoneNumber: '+15559998013' });
    await db().update(friends).set({ available: false }).where(eq(friends.id, first.id));
    const { whisperXml } = await friendPicksUp(setup, callSid, xml);
    expect(whisperXml).not.toContain('<Gather');
    expect(whisperXml).toContain('<Hangup/>');
    expect(await notBridged(setup, callSid, xml)).toContain(`friend=${second.id}`);
  });

  it('unapproved before pressing 1: not connected, and not paid', async () => {
    const setup = await createCallSetup();
    const friend = await createReadyFriend({ phoneNumber: '+15559998004' });
    const { callSid, xml } = await callAndKeyCode(setup);
    const { answer } = await friendAnswers(setup, callSid, xml, '1', () =>
      db().update(friends).set({ approved: false }).where(eq(friends.id, friend.id)),
    );
    expect(answer).toContain('<Hangup/>');
    await bridged(setup, callSid, xml, 61);
    expect(await earningsOf(friend.id)).toEqual([]);
  });
});
