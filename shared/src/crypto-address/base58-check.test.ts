import { hexToBytes } from '@noble/hashes/utils.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { type Base58CheckOptions, isValidBase58Check } from './base58-check';
import { type ChecksumHash, checksum4 } from './checksum';
import { BASE58_ALPHABET, pseudoRandomBytes, singleCharacterChanges } from './test-helpers';

const BTC: Base58CheckOptions = { addressTypes: ['00', '05'] };
const BTC_TESTNET: Base58CheckOptions = { addressTypes: ['6f', 'c4'] };
const DCR: Base58CheckOptions = { addressTypes: ['073f', '071a'], expectedLength: 26, hash: 'blake256' };
const WAVES: Base58CheckOptions = {
  addressTypes: ['0157'],
  expectedLength: 26,
  hash: 'blake256keccak256',
  regex: /^[a-zA-Z0-9]{35}$/,
};

/** Encodes type bytes + payload + the chosen checksum, to test each hash choice with generated vectors. */
function encode(typeHex: string, payload: Uint8Array, hash: ChecksumHash): string {
  const body = Uint8Array.from([...hexToBytes(typeHex), ...payload]);
  return bs58.encode(Uint8Array.from([...body, ...checksum4(hash, body)]));
}

describe('base58 with checksum', () => {
  it('accepts real Bitcoin P2PKH and P2SH addresses (double SHA-256)', () => {
    for (const address of [
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // the genesis block's
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    ])
      expect(isValidBase58Check(address, BTC), address).toBe(true);
    expect(isValidBase58Check('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', BTC_TESTNET)).toBe(true);
    expect(isValidBase58Check('2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', BTC_TESTNET)).toBe(true);
  });

  it('rejects an address of the other network (type byte not allowed)', () => {
    expect(isValidBase58Check('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', BTC_TESTNET)).toBe(false);
    expect(isValidBase58Check('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', BTC)).toBe(false);
  });

  it('rejects any single character changed, truncation and a wrong decoded length', () => {
    const address = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';
    const changed = singleCharacterChanges(address, BASE58_ALPHABET, false);
    expect(changed.filter((candidate) => isValidBase58Check(candidate, BTC))).toEqual([]);
    expect(isValidBase58Check(address.slice(0, -1), BTC)).toBe(false);
    expect(isValidBase58Check(address, { ...BTC, expectedLength: 26 })).toBe(false);
    expect(isValidBase58Check('1A1zP1ePQGefi2DMPTifTL5SLmv7DivfNa', BTC)).toBe(false);
  });

  it('accepts real Decred addresses (double BLAKE-256, two type bytes, 26 bytes)', () => {
    expect(isValidBase58Check('Dsesax2GJnMN4wwmWo5rJGq73dDK217Rh85', DCR)).toBe(true);
    expect(isValidBase58Check('DsYuxtvGRfN8rncXAndtLUpJm55F77K17RA', DCR)).toBe(true);
    expect(isValidBase58Check('Dsesax2GJnMN4wwmWo5rJGq73dDK217Rh86', DCR)).toBe(false);
    expect(isValidBase58Check('Dsesax2GJnMN4wwmWo5rJGq73dDK217Rh85', { ...DCR, hash: 'sha256' })).toBe(false);
  });

  it('accepts real Waves addresses (Keccak-256 of BLAKE2b-256) and checks the regex', () => {
    expect(isValidBase58Check('3P93mVrYnQ4ahaRMYwA2BeWY32eDxTpLVEs', WAVES)).toBe(true);
    expect(isValidBase58Check('3P4eeU7v1LMHQFwwT2GW9W99c6vZyytHajj', WAVES)).toBe(true);
    expect(isValidBase58Check('3P93mVrYnQ4ahaRMYwA2BeWY32eDxTpLVEt', WAVES)).toBe(false);
    expect(isValidBase58Check('3P93mVrYnQ4ahaRMYwA2BeWY32eDxTpLVEs', { ...WAVES, regex: /^x/ })).toBe(false);
  });

  it.each(['sha256', 'blake256', 'keccak256', 'blake256keccak256'] as const)(
    'accepts generated addresses with the %s checksum and rejects them under another hash',
    (hash) => {
      for (let seed = 1; seed <= 20; seed++) {
        const address = encode('1e', pseudoRandomBytes(20, seed), hash);
        expect(isValidBase58Check(address, { addressTypes: ['1e'], hash })).toBe(true);
        const other = hash === 'sha256' ? 'keccak256' : 'sha256';
        expect(isValidBase58Check(address, { addressTypes: ['1e'], hash: other })).toBe(false);
      }
    },
  );

  it('rejects text that is not base58', () => {
    for (const junk of ['', '%%@', '0OIl', 'bd839e4f6fadb293ba580df5dea7814399989983'])
      expect(isValidBase58Check(junk, BTC)).toBe(false);
  });
});
