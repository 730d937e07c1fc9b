import { describe, expect, it } from 'vitest';
import { decodeCryptoNoteBase58, encodeCryptoNoteBase58 } from './cryptonote-base58';
import { pseudoRandomBytes } from './test-helpers';

describe('CryptoNote base58', () => {
  it('writes 8-byte blocks as 11 characters and a last block of n bytes per the size table', () => {
    const sizes = [0, 2, 3, 5, 6, 7, 9, 10, 11];
    sizes.forEach((encoded, bytes) => {
      expect(encodeCryptoNoteBase58(new Uint8Array(bytes))).toHaveLength(encoded);
      expect(encodeCryptoNoteBase58(new Uint8Array(8 + bytes))).toHaveLength(11 + encoded);
    });
    // 69 bytes (standard address) take 95 characters, 77 bytes (integrated) 106.
    expect(encodeCryptoNoteBase58(new Uint8Array(69))).toHaveLength(95);
    expect(encodeCryptoNoteBase58(new Uint8Array(77))).toHaveLength(106);
  });

  it('round-trips any length', () => {
    for (let length = 0; length <= 80; length++) {
      const bytes = pseudoRandomBytes(length, length + 1);
      expect(decodeCryptoNoteBase58(encodeCryptoNoteBase58(bytes))).toEqual(bytes);
    }
  });

  it('pads a block with leading 1s', () => {
    expect(encodeCryptoNoteBase58(new Uint8Array([0, 0, 0, 0, 0, 0, 0, 1]))).toBe('11111111112');
    expect(decodeCryptoNoteBase58('11111111112')).toEqual(new Uint8Array([0, 0, 0, 0, 0, 0, 0, 1]));
  });

  it('rejects a last block length that no byte count gives', () => {
    for (const length of [1, 4, 8, 12, 15, 19]) expect(decodeCryptoNoteBase58('2'.repeat(length))).toBeNull();
  });

  it('rejects a block whose value overflows its bytes', () => {
    expect(decodeCryptoNoteBase58('zzzzzzzzzzz')).toBeNull(); // 58^11 - 1 > 2^64 - 1
    expect(decodeCryptoNoteBase58('zz')).toBeNull(); // 3363 > 255
    expect(decodeCryptoNoteBase58('5Q')).toEqual(new Uint8Array([255]));
  });

  it('rejects characters outside the alphabet', () => {
    for (const text of ['0O', 'Il', '1+']) expect(decodeCryptoNoteBase58(text)).toBeNull();
  });
});
