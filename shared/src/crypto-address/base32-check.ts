import { sha512_256 } from '@noble/hashes/sha2.js';
import { equalBytes } from './bytes';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** spec §9: a base32-checksum address is 58 characters: a 32-byte key and a 4-byte checksum. */
export const BASE32_ADDRESS_LENGTH = 58;
const KEY_LENGTH = 32;

/** RFC 4648 base32 without padding; null on a foreign character or non-zero leftover bits. */
export function decodeBase32(text: string): Uint8Array | null {
  const out: number[] = [];
  let accumulator = 0;
  let bits = 0;
  for (const char of text) {
    const value = ALPHABET.indexOf(char);
    if (value === -1) return null;
    accumulator = ((accumulator << 5) | value) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((accumulator >> bits) & 0xff);
    }
  }
  if ((accumulator & ((1 << bits) - 1)) !== 0) return null;
  return Uint8Array.from(out);
}

/** RFC 4648 base32 without padding; used to build test vectors. */
export function encodeBase32(bytes: Uint8Array): string {
  let out = '';
  let accumulator = 0;
  let bits = 0;
  for (const byte of bytes) {
    accumulator = ((accumulator << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET.charAt((accumulator >> bits) & 31);
    }
  }
  if (bits > 0) out += ALPHABET.charAt((accumulator << (5 - bits)) & 31);
  return out;
}

/** The Algorand-style checksum of a key: the last 4 bytes of its SHA-512/256 hash. */
export const base32Checksum = (key: Uint8Array) => sha512_256(key).subarray(-4);

/**
 * spec §5 base32 with checksum (Algorand): exactly 58 characters, and the last 4 decoded bytes equal the last 4
 * bytes (8 hex characters) of the SHA-512/256 hash of the rest.
 * @example isValidBase32ChecksumAddress('737777777777777777777777777777777777777777777777777UFEJ2CI') === true
 */
export function isValidBase32ChecksumAddress(address: string): boolean {
  if (address.length !== BASE32_ADDRESS_LENGTH) return false;
  const decoded = decodeBase32(address);
  if (!decoded || decoded.length !== KEY_LENGTH + 4) return false;
  return equalBytes(base32Checksum(decoded.subarray(0, KEY_LENGTH)), decoded.subarray(KEY_LENGTH));
}
