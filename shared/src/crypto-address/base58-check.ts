import bs58 from 'bs58';
import { equalBytes, startsWithHex } from './bytes';
import { type ChecksumHash, checksum4 } from './checksum';

/** Default decoded length: one type byte, a 20-byte hash and the 4-byte checksum (spec §9). */
export const DEFAULT_EXPECTED_LENGTH = 25;

export type Base58CheckOptions = {
  /** Allowed leading type bytes of the network, as hex ('00', '073f'). */
  addressTypes: readonly string[];
  expectedLength?: number;
  regex?: RegExp;
  hash?: ChecksumHash;
};

/**
 * spec §5 base58 with checksum: the decoded length equals the expected one, the optional regex matches, the last
 * 4 bytes are the checksum of the rest, and the leading type bytes are among the network's.
 * @example isValidBase58Check('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', { addressTypes: ['00', '05'] }) === true
 */
export function isValidBase58Check(address: string, options: Base58CheckOptions): boolean {
  if (options.regex && !options.regex.test(address)) return false;
  const decoded = bs58.decodeUnsafe(address);
  if (!decoded || decoded.length !== (options.expectedLength ?? DEFAULT_EXPECTED_LENGTH)) return false;
  const body = decoded.subarray(0, decoded.length - 4);
  if (!equalBytes(checksum4(options.hash ?? 'sha256', body), decoded.subarray(decoded.length - 4)))
    return false;
  return options.addressTypes.some((type) => startsWithHex(decoded, type));
}
