import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalTelephony } from './local-adapter';
import { setTelephonyForTests, telephonyFor } from './provider';
import { TwilioTelephony } from './twilio-adapter';

afterEach(() => setTelephonyForTests(undefined));

describe('telephonyFor', () => {
  it('picks the adapter TELEPHONY_ADAPTER names', () => {
    expect(telephonyFor(env)).toBeInstanceOf(LocalTelephony);
    expect(telephonyFor({ ...env, TELEPHONY_ADAPTER: 'twilio' })).toBeInstanceOf(TwilioTelephony);
  });

  it('takes a replacement in tests, and gives the configured adapter back', () => {
    const port = { placeCall: async () => ({ id: 'x' }) };
    setTelephonyForTests(port);
    expect(telephonyFor(env)).toBe(port);
    setTelephonyForTests(undefined);
    expect(telephonyFor(env)).toBeInstanceOf(LocalTelephony);
  });
});
