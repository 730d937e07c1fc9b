import { keccak_256 } from '@noble/hashes/sha3.js';
import { equalBytes } from './bytes';
import { decodeCryptoNoteBase58 } from './cryptonote-base58';

/** The network tags (address prefixes) a CryptoNote currency accepts on one network. */
export type CryptoNoteTags = {
  /** Standard addresses and subaddresses: tag, 32-byte spend key, 32-byte view key, checksum. */
  standard: readonly number[];
  /** Integrated addresses: the same plus an 8-byte payment id. */
  integrated: readonly number[];
};

const KEYS_LENGTH = 64;
const PAYMENT_ID_LENGTH = 8;
const CHECKSUM_LENGTH = 4;
/** Longer text is never an address; stops BigInt work on hostile input early. */
const MAX_TEXT_LENGTH = 200;

/** Reads the varint network tag at the start; null if it runs past the data or beyond 53 bits. */
function readVarint(bytes: Uint8Array): { value: number; length: number } | null {
  let value = 0;
  for (let i = 0; i < bytes.length && i < 8; i++) {
    const byte = bytes[i] ?? 0;
    value += (byte & 0x7f) * 2 ** (7 * i);
    if ((byte & 0x80) === 0) return { value, length: i + 1 };
  }
  return null;
}

/**
 * A CryptoNote (Monero) address: CryptoNote base58 of varint tag + keys [+ payment id] + checksum, where the
 * checksum is the first 4 bytes of keccak-256 of the rest. With Monero's one-byte tags the decoded length is 69
 * (standard, subaddress) or 77 (integrated).
 * @example isValidCryptoNoteAddress('44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A', { standard: [18, 42], integrated: [19] }) === true
 */
export function isValidCryptoNoteAddress(address: string, tags: CryptoNoteTags): boolean {
  if (address.length === 0 || address.length > MAX_TEXT_LENGTH) return false;
  const decoded = decodeCryptoNoteBase58(address);
  if (!decoded || decoded.length <= CHECKSUM_LENGTH) return false;
  const tag = readVarint(decoded);
  if (!tag) return false;
  const body = decoded.subarray(0, decoded.length - CHECKSUM_LENGTH);
  if (!equalBytes(keccak_256(body).subarray(0, CHECKSUM_LENGTH), decoded.subarray(body.length))) return false;
  const keysLength = body.length - tag.length;
  if (tags.standard.includes(tag.value)) return keysLength === KEYS_LENGTH;
  if (tags.integrated.includes(tag.value)) return keysLength === KEYS_LENGTH + PAYMENT_ID_LENGTH;
  return false;
}
