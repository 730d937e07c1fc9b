import { describe, expect, it } from 'vitest';
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
  earningsOf,
  friendAnswers,
  legParams,
  MENU_URL,
  phoneCall,
  serviceRemaining,
  twilioPost,
  twimlOf,
} from './telephony-test-helpers';

// Webhooks delivered again or out of order (docs/architecture.md "Calls"): a code or menu step for a call a friend has
// accepted, that was metered or that ended changes nothing (call-state.ts isPastConnecting), and only a final status
// ends a call.

describe('a code or menu step delivered again while the call is connected', () => {
  it('bundle: a repeated /code after the friend accepted still leaves the call metered once and the friend paid', async () => {
    const setup = await createCallSetup({
      serviceTypes: ['PHONE_PALS', 'CALL_FORWARDING'],
      remainingTenths: 100,
      forwardingNumber: '+15553334444',
    });
    const friend = await createReadyFriend({ phoneNumber: '+15559997001' });
    const { callSid } = await callAndKeyCode(setup);
    const ringing = await twimlOf(await twilioPost(MENU_URL, { ...legParams(setup, callSid), Digits: '1' }));
    expect(attributeOf(ringing, 'Number', 'url')).toContain(`friend=${friend.id}`);
    expect((await friendAnswers(setup, callSid, ringing, '1')).answer).toContain('<Response/>');

    // The code webhook delivered a second time (same signed request).
    const replay = await twilioPost(CODE_URL, { ...legParams(setup, callSid), Digits: setup.secretCode });
    expect(replay.status).toBe(200);

    const ended = await twimlOf(await bridged(setup, callSid, ringing, 150));
    expect(ended).not.toContain(SPOKEN.unknownCall);
    expect(await phoneCall(callSid)).toMatchObject({
      serviceType: 'PHONE_PALS',
      acceptedFriendId: friend.id,
    });
    expect(await callRecords(setup.service?.id ?? 0)).toHaveLength(1);
    expect(await serviceRemaining(setup.service?.id ?? 0)).toBe(70);
    expect(await earningsOf(friend.id)).toEqual([expect.objectContaining({ minutes: 3, cents: 45 })]);
  });

  it('a repeated /code after the friend accepted does not free that friend to be rung by another call', async () => {
    const setup = await createCallSetup({ serviceTypes: ['PHONE_PALS'] });
    const friend = await createReadyFriend({ phoneNumber: '+15559997002' });
    const { callSid, xml } = await callAndKeyCode(setup);
    expect(attributeOf(xml, 'Number', 'url')).toContain(`friend=${friend.id}`);
    expect((await friendAnswers(setup, callSid, xml, '1')).answer).toContain('<Response/>');

    await twilioPost(CODE_URL, { ...legParams(setup, callSid), Digits: setup.secretCode });
    // The friend is still talking on this call: another inmate's call must not ring them.
    const other = await callAndKeyCode(await createCallSetup({ serviceTypes: ['PHONE_PALS'] }));
    expect(other.xml).not.toContain(`friend=${friend.id}`);
    expect(other.xml).toContain(SPOKEN.noFriend);
    expect(await phoneCall(callSid)).toMatchObject({ friendId: friend.id, acceptedFriendId: friend.id });
  });

  it('a repeated /menu after the friend accepted does not free that friend to be rung by another call', async () => {
    const setup = await createCallSetup({
      serviceTypes: ['PHONE_PALS', 'CALL_FORWARDING'],
      forwardingNumber: '+15553334444',
    });
    const friend = await createReadyFriend({ phoneNumber: '+15559997003' });
    const { callSid } = await callAndKeyCode(setup);
    const menuParams = { ...legParams(setup, callSid), Digits: '1' };
    const ringing = await twimlOf(await twilioPost(MENU_URL, menuParams));
    expect((await friendAnswers(setup, callSid, ringing, '1')).answer).toContain('<Response/>');

    await twilioPost(MENU_URL, menuParams);
    const other = await callAndKeyCode(await createCallSetup({ serviceTypes: ['PHONE_PALS'] }));
    expect(other.xml).not.toContain(`friend=${friend.id}`);
    expect(await phoneCall(callSid)).toMatchObject({ friendId: friend.id, acceptedFriendId: friend.id });
  });
});

describe('a CallSid seen again after its call ended', () => {
  it('another inmate calling with a reused CallSid is not connected on a wrong code', async () => {
    const a = await createCallSetup({ serviceTypes: ['CALL_FORWARDING'], forwardingNumber: '+15553330001' });
    const first = await callAndKeyCode(a);
    await bridged(a, first.callSid, first.xml, 60);
    await twilioPost('/api/telephony/status', { ...legParams(a, first.callSid), CallStatus: 'completed' });

    const b = await createCallSetup({ serviceTypes: ['CALL_FORWARDING'], forwardingNumber: '+15553330002' });
    const { xml } = await callIn(b, first.callSid);
    const action = attributeOf(xml, 'Gather', 'action') ?? '';
    const answer = await twimlOf(
      await twilioPost(action, { ...legParams(b, first.callSid), Digits: '9999' }),
    );
    // A wrong code (neither inmate's) on an ended call never dials inmate A's forwarding number on A's credits.
    expect(answer).not.toContain('<Dial');
  });
});

describe('a non-final status delivered late', () => {
  it('does not free the friend being rung for another call, nor break their accept', async () => {
    const setup = await createCallSetup();
    const friend = await createReadyFriend({ phoneNumber: '+15559998005' });
    const { callSid, xml } = await callAndKeyCode(setup);
    expect(attributeOf(xml, 'Number', 'url')).toContain(`friend=${friend.id}`);
    await twilioPost('/api/telephony/status', { ...legParams(setup, callSid), CallStatus: 'ringing' });
    const other = await callAndKeyCode(await createCallSetup());
    expect(other.xml).not.toContain(`friend=${friend.id}`);
    expect(other.xml).toContain(SPOKEN.noFriend);
    expect((await friendAnswers(setup, callSid, xml, '1')).answer).toContain('<Response/>');
  });
});
