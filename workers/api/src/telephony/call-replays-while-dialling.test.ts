import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneCalls } from '../db/schema';
import { SPOKEN } from './call-state';
import {
  attributeOf,
  bridged,
  CODE_URL,
  callAndKeyCode,
  callIn,
  callRecords,
  createCallSetup,
  createReadyFriend,
  db,
  earningsOf,
  friendAnswers,
  friendPicksUp,
  legParams,
  MENU_URL,
  notBridged,
  phoneCall,
  serviceRemaining,
  twilioPost,
  twimlOf,
} from './telephony-test-helpers';

// A step delivered again while its Dial is in progress, before anything marks the call past connecting (nobody
// accepted yet, nothing metered, not ended): Twilio retries a request whose answer it did not get. Each choice is
// made once (connect.ts); the step delivered again answers the connection as it stands and changes nothing.

const bundle = () =>
  createCallSetup({
    serviceTypes: ['PHONE_PALS', 'CALL_FORWARDING'],
    remainingTenths: 100,
    forwardingNumber: '+15553334444',
  });

describe('a step delivered again while its Dial is in progress', () => {
  it('bundle: a /code again during the forwarded Dial answers the same Dial; the talk is metered', async () => {
    const setup = await bundle();
    const { callSid } = await callAndKeyCode(setup);
    const dialXml = await twimlOf(await twilioPost(MENU_URL, { ...legParams(setup, callSid), Digits: '2' }));
    const again = await twimlOf(
      await twilioPost(CODE_URL, { ...legParams(setup, callSid), Digits: setup.secretCode }),
    );
    expect(again).toBe(dialXml);
    // So does the menu's answer delivered again.
    expect(await twimlOf(await twilioPost(MENU_URL, { ...legParams(setup, callSid), Digits: '2' }))).toBe(
      dialXml,
    );

    const ended = await twimlOf(await bridged(setup, callSid, dialXml, 150));
    expect(ended).not.toContain(SPOKEN.unknownCall);
    expect(await callRecords(setup.service?.id ?? 0)).toHaveLength(1);
    expect(await serviceRemaining(setup.service?.id ?? 0)).toBe(70);
  });

  it('bundle: a /code again while the friend rings keeps the friend; the accepted call is metered and paid', async () => {
    const setup = await bundle();
    const friend = await createReadyFriend({ phoneNumber: '+15559997101' });
    const { callSid } = await callAndKeyCode(setup);
    const ringing = await twimlOf(await twilioPost(MENU_URL, { ...legParams(setup, callSid), Digits: '1' }));
    expect(attributeOf(ringing, 'Number', 'url')).toContain(`friend=${friend.id}`);
    await twilioPost(CODE_URL, { ...legParams(setup, callSid), Digits: setup.secretCode });

    expect((await friendAnswers(setup, callSid, ringing, '1')).answer).toContain('<Response/>');
    const ended = await twimlOf(await bridged(setup, callSid, ringing, 150));
    expect(ended).not.toContain(SPOKEN.unknownCall);
    expect(await callRecords(setup.service?.id ?? 0)).toHaveLength(1);
    expect(await serviceRemaining(setup.service?.id ?? 0)).toBe(70);
    expect(await earningsOf(friend.id)).toEqual([expect.objectContaining({ minutes: 3, cents: 45 })]);
  });

  it('friends: a /code again while friend A rings rings A again, never B; A can still accept', async () => {
    const setup = await createCallSetup({ serviceTypes: ['PHONE_PALS'], remainingTenths: 100 });
    const a = await createReadyFriend({ phoneNumber: '+15559997201' });
    await createReadyFriend({ phoneNumber: '+15559997202' });
    const { callSid, xml } = await callAndKeyCode(setup);
    expect(attributeOf(xml, 'Number', 'url')).toContain(`friend=${a.id}`);

    const again = await twimlOf(
      await twilioPost(CODE_URL, { ...legParams(setup, callSid), Digits: setup.secretCode }),
    );
    expect(again).toBe(xml);
    const { whisperXml } = await friendPicksUp(setup, callSid, xml);
    expect(whisperXml).toContain('<Gather');
    expect(await phoneCall(callSid)).toMatchObject({ friendId: a.id, triedFriendIds: [a.id] });
  });

  it('friends: the same /code twice at once rings one friend, and both answers dial that friend', async () => {
    const setup = await createCallSetup({ serviceTypes: ['PHONE_PALS'], remainingTenths: 100 });
    const a = await createReadyFriend({ phoneNumber: '+15559997211' });
    await createReadyFriend({ phoneNumber: '+15559997212' });
    const { callSid } = await callIn(setup);
    const answers = await Promise.all(
      [1, 2].map(async () =>
        twimlOf(await twilioPost(CODE_URL, { ...legParams(setup, callSid), Digits: setup.secretCode })),
      ),
    );
    for (const answer of answers) expect(attributeOf(answer, 'Number', 'url')).toContain(`friend=${a.id}`);
    expect(await phoneCall(callSid)).toMatchObject({ friendId: a.id, triedFriendIds: [a.id] });
  });

  it('friends: a copy arriving after the other chose the service but before it rang anyone rings that friend', async () => {
    const setup = await createCallSetup({ serviceTypes: ['PHONE_PALS'], remainingTenths: 100 });
    const a = await createReadyFriend({ phoneNumber: '+15559997221' });
    await createReadyFriend({ phoneNumber: '+15559997222' });
    const { callSid } = await callIn(setup);
    // The other copy's state between its choice and its ring: identified, service chosen, nobody rung yet.
    await db()
      .update(phoneCalls)
      .set({
        identifiedAt: new Date().toISOString(),
        serviceId: setup.service?.id ?? 0,
        serviceType: 'PHONE_PALS',
        limitSeconds: 600,
        serviceCycle: 0,
      })
      .where(eq(phoneCalls.callSid, callSid));
    const answer = await twimlOf(
      await twilioPost(CODE_URL, { ...legParams(setup, callSid), Digits: setup.secretCode }),
    );
    expect(answer).not.toContain(SPOKEN.noFriend);
    expect(attributeOf(answer, 'Number', 'url')).toContain(`friend=${a.id}`);
    expect(await phoneCall(callSid)).toMatchObject({ friendId: a.id, triedFriendIds: [a.id] });
  });

  it('friends: a not-bridged report of A delivered again while B rings rings B again, never C', async () => {
    const setup = await createCallSetup({ serviceTypes: ['PHONE_PALS'], remainingTenths: 100 });
    const a = await createReadyFriend({ phoneNumber: '+15559997301' });
    const b = await createReadyFriend({ phoneNumber: '+15559997302' });
    await createReadyFriend({ phoneNumber: '+15559997303' });
    const { callSid, xml } = await callAndKeyCode(setup);
    const ringingB = await notBridged(setup, callSid, xml);
    expect(attributeOf(ringingB, 'Number', 'url')).toContain(`friend=${b.id}`);

    expect(await notBridged(setup, callSid, xml)).toBe(ringingB);
    const { whisperXml } = await friendPicksUp(setup, callSid, ringingB);
    expect(whisperXml).toContain('<Gather');
    expect(await phoneCall(callSid)).toMatchObject({ friendId: b.id, triedFriendIds: [a.id, b.id] });
  });
});
