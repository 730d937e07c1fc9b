import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * An Ethereum address: 0x then 40 hex digits; all lower or all upper case, or else the EIP-55 mixed-case checksum
 * (a letter is upper case exactly when the matching nibble of keccak-256 of the lower-case hex is 8 or more).
 * @example isValidEip55Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') === true
 */
export function isValidEip55Address(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  const lower = hex.toLowerCase();
  if (hex === lower || hex === hex.toUpperCase()) return true;
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  for (let i = 0; i < hex.length; i++) {
    const char = hex.charAt(i);
    const upper = Number.parseInt(hash.charAt(i), 16) >= 8;
    if (/[a-f]/.test(char) && upper) return false;
    if (/[A-F]/.test(char) && !upper) return false;
  }
  return true;
}
