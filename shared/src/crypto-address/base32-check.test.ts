import { describe, expect, it } from 'vitest';
import { base32Checksum, decodeBase32, encodeBase32, isValidBase32ChecksumAddress } from './base32-check';
import { pseudoRandomBytes, singleCharacterChanges } from './test-helpers';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Real Algorand addresses: the zero address, the fee sink, the rewards pool, and one account. */
const ALGORAND = [
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ',
  'Y76M3MSY6DKBRHBL7C3NNDXGS5IIMQVQVUAB6MP4XEMMGVF2QWNPL226CA',
  '737777777777777777777777777777777777777777777777777UFEJ2CI',
  'GONISIUAYDOMHM7VURRAAAP5H6OAWRRBCPXEIOZO3QI7TZKR5GTAQ7WK7Y',
];

describe('base32 with checksum (Algorand)', () => {
  it('accepts real Algorand addresses', () => {
    for (const address of ALGORAND) expect(isValidBase32ChecksumAddress(address), address).toBe(true);
  });

  it('rejects any single character changed', () => {
    for (const address of ALGORAND.slice(1, 3)) {
      const changed = singleCharacterChanges(address, BASE32_ALPHABET);
      expect(changed.filter((candidate) => isValidBase32ChecksumAddress(candidate))).toEqual([]);
    }
  });

  it('requires exactly 58 characters of upper-case base32', () => {
    const [address = ''] = ALGORAND;
    expect(isValidBase32ChecksumAddress(address.slice(0, -1))).toBe(false);
    expect(isValidBase32ChecksumAddress(`${address}A`)).toBe(false);
    expect(isValidBase32ChecksumAddress(address.toLowerCase())).toBe(false);
    expect(isValidBase32ChecksumAddress(address.replace('A', '1'))).toBe(false);
  });

  it('accepts generated addresses: key + last 4 bytes of SHA-512/256', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const key = pseudoRandomBytes(32, seed);
      const address = encodeBase32(Uint8Array.from([...key, ...base32Checksum(key)]));
      expect(address).toHaveLength(58);
      expect(isValidBase32ChecksumAddress(address)).toBe(true);
    }
  });

  it('decodes RFC 4648 base32 and rejects non-zero leftover bits', () => {
    expect(decodeBase32('MZXW6YTBOI')).toEqual(new TextEncoder().encode('foobar'));
    expect(encodeBase32(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI');
    expect(decodeBase32('MZXW6YTBOJ')).toBeNull();
  });
});
