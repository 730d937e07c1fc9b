import { describe, expect, it } from 'vitest';
import { spokenText, unescapeXml } from './local-twilio-calls';

describe('spokenText', () => {
  it('reads the text of every <Say>, XML-unescaped', () => {
    expect(spokenText('<Response><Say>Your code is 1, 2 &amp; &lt;3&gt;.</Say></Response>')).toBe(
      'Your code is 1, 2 & <3>.',
    );
    expect(
      spokenText(
        '<?xml version="1.0"?><Response><Say voice="alice">One</Say><Pause/><Say>Two</Say></Response>',
      ),
    ).toBe('One Two');
    expect(spokenText('<Response><Hangup/></Response>')).toBe('');
  });

  it('decodes each entity once, numeric ones included', () => {
    expect(unescapeXml('&amp;lt; &quot;a&apos; &#49;&#x32; &bogus;')).toBe('&lt; "a\' 12 &bogus;');
  });
});
