import { describe, expect, it } from 'vitest';
import { e164, storedForms } from './numbers';
import { dial, gather, hangup, pause, play, playDigits, say, twiml } from './twiml';

describe('twiml', () => {
  it('escapes every text and attribute, so no input can add a verb', () => {
    expect(twiml(say('</Say><Dial>+1555</Dial>'), play('https://x.test/a?b=1&c="2"'))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Say>&lt;/Say&gt;&lt;Dial&gt;+1555&lt;/Dial&gt;</Say>' +
        '<Play>https://x.test/a?b=1&amp;c=&quot;2&quot;</Play></Response>',
    );
  });

  it('builds the verbs of the flow contract', () => {
    expect(
      twiml(
        pause(3),
        playDigits('w1'),
        gather({ numDigits: 6, action: '/code' }, say('Code?')),
        dial({ action: '/dial', number: '+15550001111', timeLimit: 120, whisperUrl: '/w?a=1&b=2' }),
        hangup(),
      ),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Pause length="3"/><Play digits="w1"/>' +
        '<Gather input="dtmf" numDigits="6" action="/code" method="POST" timeout="10"><Say>Code?</Say></Gather>' +
        '<Dial action="/dial" method="POST" timeout="25" timeLimit="120">' +
        '<Number url="/w?a=1&amp;b=2" method="POST">+15550001111</Number></Dial><Hangup/></Response>',
    );
    expect(twiml()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
  });
});

describe('phone numbers', () => {
  it('are the same when they dial the same E.164 number, the country code 1 of 11 digits optional', () => {
    for (const form of ['+1 (555) 555-0199', '15555550199', '5555550199']) {
      expect(storedForms(form)).toEqual(['5555550199', '15555550199', '+15555550199']);
    }
    // With its plus, 10 digits are another country's number (+55 here); without it, a North American one.
    expect(storedForms('+5555550199')).toEqual(['+5555550199']);
    expect(storedForms('+445555550199')).toEqual(['445555550199', '+445555550199']);
    expect(storedForms('445555550199')).toEqual(['445555550199', '+445555550199']);
    expect(storedForms('')).toEqual([]);
  });

  it('are dialled in E.164', () => {
    expect(e164('5553334444')).toBe('+15553334444');
    expect(e164('15553334444')).toBe('+15553334444');
    expect(e164('+15553334444')).toBe('+15553334444');
  });
});
