import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './rate-limit';

// The per-connection limits (sign-in, Call Me, the mailed captcha codes) count by clientAddress. An IPv6 client is
// given a whole /64 (2^64 addresses) and may send each request from another of them, so an IPv6 address counts as
// its /64; an IPv4 one, and an IPv4 address written as IPv6, as itself (docs/architecture.md "Sign-in limits").

async function addressOf(header: string | undefined): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c)));
  const response = await app.request(
    '/',
    header === undefined ? {} : { headers: { 'CF-Connecting-IP': header } },
  );
  return response.text();
}

describe('clientAddress', () => {
  it('counts every address of one IPv6 /64 as one, however it is written', async () => {
    const same = await Promise.all(
      ['2001:db8:1234:5678::1', '2001:db8:1234:5678:ffff:1:2:3', '2001:0DB8:1234:5678:0:0:0:abcd'].map(
        addressOf,
      ),
    );
    expect(new Set(same)).toEqual(new Set(['2001:db8:1234:5678::/64']));
    expect(await addressOf('2001:db8:1234:5679::1')).toBe('2001:db8:1234:5679::/64');
  });

  it('keeps an IPv4 address as it is, also written as IPv6', async () => {
    expect(await addressOf('203.0.113.7')).toBe('203.0.113.7');
    expect(await addressOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('gives requests without an address, or with one that does not parse, one shared counter', async () => {
    expect(await addressOf(undefined)).toBe('unknown');
    expect(await addressOf('not an address')).toBe('unknown');
  });
});
