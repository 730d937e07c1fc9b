import bs58 from 'bs58';

export type PlainBase58Options = {
  minLength: number;
  maxLength: number;
  /** The decoded length in bytes, when the currency has a fixed one (32 for a Solana public key). */
  expectedLength?: number;
};

/**
 * spec §5 plain base58: non-empty, within the length bounds, and it decodes (to `expectedLength` bytes if given).
 * @example isValidPlainBase58('So11111111111111111111111111111111111111112', { minLength: 32, maxLength: 44 }) === true
 */
export function isValidPlainBase58(address: string, options: PlainBase58Options): boolean {
  if (address.length === 0 || address.length < options.minLength || address.length > options.maxLength)
    return false;
  const decoded = bs58.decodeUnsafe(address);
  if (!decoded) return false;
  return options.expectedLength === undefined || decoded.length === options.expectedLength;
}
