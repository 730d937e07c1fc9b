import { describe, expect, it } from 'vitest';
import { verifyStripeSignature } from './stripe-signature';

// A known delivery: the header is what stripe-node 23.1.0's webhooks.generateTestHeaderStringAsync made for this
// payload, secret and timestamp (HMAC-SHA256 of `1700000000.<payload>`).
const payload = JSON.stringify(
  { id: 'evt_test_webhook', object: 'event', type: 'payment_intent.succeeded' },
  null,
  2,
);
const secret = 'whsec_test_secret';
const t = 1700000000;
const v1 = 'eff1d2c6bc8bde2a9c9492db8f9912986b91cf6f9a4b0453e9c3cfbbf84a9b99';
const header = `t=${t},v1=${v1}`;
const at = (seconds: number) => seconds * 1000;

describe('verifyStripeSignature', () => {
  it('accepts the known example within the 300 s tolerance', async () => {
    expect(await verifyStripeSignature(payload, header, secret, at(t))).toBe(true);
    expect(await verifyStripeSignature(payload, header, secret, at(t + 300))).toBe(true);
  });

  it('refuses it once older than 300 s', async () => {
    expect(await verifyStripeSignature(payload, header, secret, at(t + 301))).toBe(false);
  });

  it('accepts any matching v1 among several (secret rolling), ignoring other schemes', async () => {
    const rolled = `t=${t},v0=${'0'.repeat(64)},v1=${'a'.repeat(64)},v1=${v1}`;
    expect(await verifyStripeSignature(payload, rolled, secret, at(t))).toBe(true);
  });

  it('refuses another secret, a changed payload or a changed timestamp', async () => {
    expect(await verifyStripeSignature(payload, header, 'whsec_other', at(t))).toBe(false);
    expect(await verifyStripeSignature(`${payload} `, header, secret, at(t))).toBe(false);
    expect(await verifyStripeSignature(payload, `t=${t + 1},v1=${v1}`, secret, at(t))).toBe(false);
  });

  it('refuses headers without a timestamp or a v1 signature, and blank inputs', async () => {
    for (const bad of [`v1=${v1}`, `t=${t}`, `t=${t},v0=${v1}`, `t=${t},v1=${v1.slice(2)}`, 'garbage', '']) {
      expect(await verifyStripeSignature(payload, bad, secret, at(t))).toBe(false);
    }
    expect(await verifyStripeSignature(payload, undefined, secret, at(t))).toBe(false);
    expect(await verifyStripeSignature(payload, header, ' ', at(t))).toBe(false);
    expect(await verifyStripeSignature('', header, secret, at(t))).toBe(false);
  });
});
