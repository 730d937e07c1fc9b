import { blake256 } from '@noble/hashes/blake1.js';
import { blake2b } from '@noble/hashes/blake2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

/** The checksum hash names of spec §3 (as in multicoin-address-validator's `hashFunction`). */
export type ChecksumHash = 'sha256' | 'blake256' | 'keccak256' | 'blake256keccak256';

/**
 * The 4-byte checksum of a base58 address body.
 * - sha256: double SHA-256 (Bitcoin and its forks, Tron).
 * - blake256: double BLAKE-256 (Decred).
 * - keccak256: one Keccak-256.
 * - blake256keccak256: Keccak-256 of the 256-bit BLAKE2b hash, Waves' "secure hash"; the name is the one
 *   multicoin-address-validator gives it.
 */
export function checksum4(hash: ChecksumHash, body: Uint8Array): Uint8Array {
  switch (hash) {
    case 'blake256':
      return blake256(blake256(body)).subarray(0, 4);
    case 'keccak256':
      return keccak_256(body).subarray(0, 4);
    case 'blake256keccak256':
      return keccak_256(blake2b(body, { dkLen: 32 })).subarray(0, 4);
    default:
      return sha256(sha256(body)).subarray(0, 4);
  }
}
