import { describe, expect, it } from 'vitest';
import { twilioSignature } from './signature';

// Twilio's published request-validation examples: the vectors its helper libraries test against
// (twilio-php tests/Twilio/Unit/Security/RequestValidatorTest.php, twilio-csharp RequestValidatorTest): auth token
// 12345, this URL and these POST parameters give these X-Twilio-Signature values.
const TOKEN = '12345';
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675309',
  Digits: '1234',
  From: '+14158675309',
  To: '+18005551212',
};

describe('twilioSignature', () => {
  it("matches Twilio's documented example", () => {
    expect(twilioSignature(TOKEN, URL, PARAMS)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
  });

  it('does not depend on the order the parameters are given in', () => {
    const shuffled = { To: PARAMS.To, Digits: PARAMS.Digits, From: PARAMS.From, CallSid: PARAMS.CallSid };
    expect(twilioSignature(TOKEN, URL, { ...shuffled, Caller: PARAMS.Caller })).toBe(
      'RSOYDt4T1cUTdK1PDd93/VVr8B8=',
    );
  });

  it('signs the URL exactly as requested: with an explicit port the signature is another published one', () => {
    expect(twilioSignature(TOKEN, 'https://mycompany.com:443/myapp.php?foo=1&bar=2', PARAMS)).toBe(
      'kvajT1Ptam85bY51eRf/AJRuM3w=',
    );
    expect(twilioSignature(TOKEN, 'http://mycompany.com:80/myapp.php?foo=1&bar=2', PARAMS)).toBe(
      '0ZXoZLH/DfblKGATFgpif+LLRf4=',
    );
    expect(twilioSignature(TOKEN, 'http://mycompany.com:1234/myapp.php?foo=1&bar=2', PARAMS)).toBe(
      'Zmvh+3yNM1Phv2jhDCwEM3q5ebU=',
    );
  });

  it('signs a repeated parameter once per distinct value, sorted (published example with duplicates)', () => {
    expect(
      twilioSignature(TOKEN, URL, { Sid: 'CA123', SidAccount: 'AC123', Digits: ['5678', '1234', '1234'] }),
    ).toBe('IK+Dwps556ElfBT0I3Rgjkr1wJU=');
  });

  it('changes with the token, the URL or any value', () => {
    const expected = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';
    expect(twilioSignature('54321', URL, PARAMS)).not.toBe(expected);
    expect(twilioSignature(TOKEN, `${URL}&baz=3`, PARAMS)).not.toBe(expected);
    expect(twilioSignature(TOKEN, URL, { ...PARAMS, Digits: '1235' })).not.toBe(expected);
  });
});
