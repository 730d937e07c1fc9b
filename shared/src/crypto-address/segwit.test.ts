import { bech32m } from 'bech32';
import { describe, expect, it } from 'vitest';
import { decodeSegwit, encodeSegwit, isValidSegwitAddress } from './segwit';
import { pseudoRandomBytes, singleCharacterChanges } from './test-helpers';

const HRPS = ['bc', 'tb'];
const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

describe('segwit addresses (BIP-173 bech32, BIP-350 bech32m)', () => {
  it('accepts the valid segwit addresses of BIP-350', () => {
    for (const address of [
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
      'BC1SW50QGDZ25J',
      'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
      'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
      'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    ])
      expect(isValidSegwitAddress(address, HRPS), address).toBe(true);
  });

  it('accepts a real mainnet P2WPKH address', () => {
    expect(isValidSegwitAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', ['bc'])).toBe(true);
  });

  it.each([
    ['tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', 'prefix not allowed'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'version 1 with a bech32 checksum'],
    ['tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', 'version 2 with a bech32 checksum'],
    ['BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', 'version 16 with a bech32 checksum'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'version 0 with a bech32m checksum'],
    ['tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', 'version 0 with a bech32m checksum'],
    ['bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'character outside the charset'],
    ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'witness version 17'],
    ['bc1pw5dgrnzv', 'program of 1 byte'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav', 'program of 41 bytes'],
    ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'version 0 program of 16 bytes'],
    ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'mixed case'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'zero padding of more than 4 bits'],
    ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', 'non-zero padding'],
    ['bc1gmk9yu', 'empty data section'],
  ])('rejects BIP-350 invalid address %s (%s)', (address) => {
    expect(isValidSegwitAddress(address, HRPS)).toBe(false);
  });

  it('rejects a valid address on the other network', () => {
    expect(isValidSegwitAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', ['tb'])).toBe(false);
    expect(
      isValidSegwitAddress('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', ['bc']),
    ).toBe(false);
  });

  it('rejects any single character changed, and truncation', () => {
    const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
    const body = address.slice(3);
    const changed = singleCharacterChanges(body, BECH32_CHARSET).map((candidate) => `bc1${candidate}`);
    expect(changed.filter((candidate) => isValidSegwitAddress(candidate, ['bc']))).toEqual([]);
    expect(isValidSegwitAddress(address.slice(0, -1), ['bc'])).toBe(false);
  });

  it('enforces the length limit of 110, the separator position and the character range', () => {
    const program = pseudoRandomBytes(40, 7);
    const longHrp = 'a'.repeat(40);
    const tooLong = bech32m.encode(longHrp, [1, ...bech32m.toWords(program)], 200);
    expect(tooLong).toHaveLength(112);
    expect(isValidSegwitAddress(tooLong, [longHrp])).toBe(false);
    const longest = encodeSegwit('a'.repeat(38), 1, program);
    expect(longest).toHaveLength(110);
    expect(isValidSegwitAddress(longest, ['a'.repeat(38)])).toBe(true);
    expect(decodeSegwit('1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', ['', 'bc'])).toBeNull();
    expect(decodeSegwit('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4 ', ['bc'])).toBeNull();
    expect(decodeSegwit('bc1qw508\u0080', ['bc'])).toBeNull();
  });

  it('round-trips generated programs of every allowed version and length', () => {
    for (let version = 0; version <= 16; version++)
      for (const length of version === 0 ? [20, 32] : [2, 20, 32, 40]) {
        const program = pseudoRandomBytes(length, version * 100 + length);
        const address = encodeSegwit('tb', version, program);
        expect(decodeSegwit(address, ['tb'])).toEqual({ hrp: 'tb', version, program });
        expect(isValidSegwitAddress(address.toUpperCase(), ['tb'])).toBe(true);
      }
  });
});
