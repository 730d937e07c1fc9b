import { blake256 } from '@noble/hashes/blake1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { checksum4 } from './checksum';

const empty = new Uint8Array();

describe('checksum4', () => {
  it('uses the published hash functions (empty-input digests)', () => {
    expect(bytesToHex(blake256(empty))).toBe(
      '716f6e863f744b9ac22c97ec7b76ea5f5908bc5b2f67c61510bfc4751384ea7a',
    );
    expect(bytesToHex(keccak_256(empty))).toBe(
      'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    );
  });

  it('takes the first 4 bytes of each chosen hash', () => {
    expect(bytesToHex(checksum4('keccak256', empty))).toBe('c5d24601');
    // SHA-256(SHA-256("")) = 5df6e0e2…
    expect(bytesToHex(checksum4('sha256', empty))).toBe('5df6e0e2');
    expect(checksum4('blake256', empty)).toEqual(blake256(blake256(empty)).subarray(0, 4));
    expect(checksum4('blake256keccak256', empty)).toHaveLength(4);
  });
});
