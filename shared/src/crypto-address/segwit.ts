import { bech32, bech32m } from 'bech32';

/** spec §9: a bech32 address is at most 110 characters (wider than BIP-173's 90, as the product's validator). */
export const BECH32_MAX_LENGTH = 110;
const CHECKSUM_LENGTH = 6;

export type SegwitAddress = { hrp: string; version: number; program: Uint8Array };

/**
 * Decodes a segwit address (BIP-173 bech32, BIP-350 bech32m) whose prefix is one of `hrps`, or null.
 * spec §5: no mixed case, characters 33 to 126, at most 110 long, separator at position 1 or later, 6-character
 * checksum, witness version at most 16, program 2 to 40 bytes, version 0 takes 20 or 32 bytes and bech32 (BIP-350:
 * versions 1 to 16 take bech32m).
 */
export function decodeSegwit(address: string, hrps: readonly string[]): SegwitAddress | null {
  if (address.length > BECH32_MAX_LENGTH) return null;
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return null;
  for (let i = 0; i < address.length; i++) {
    const code = address.charCodeAt(i);
    if (code < 33 || code > 126) return null;
  }
  const separator = address.lastIndexOf('1');
  if (separator < 1 || address.length - separator - 1 < CHECKSUM_LENGTH) return null;

  let isBech32m = false;
  let decoded = bech32.decodeUnsafe(address, BECH32_MAX_LENGTH);
  if (!decoded) {
    decoded = bech32m.decodeUnsafe(address, BECH32_MAX_LENGTH);
    isBech32m = true;
  }
  if (!decoded || !hrps.includes(decoded.prefix)) return null;
  const [version, ...data] = decoded.words;
  if (version === undefined || version > 16) return null;
  const program = bech32.fromWordsUnsafe(data);
  if (!program || program.length < 2 || program.length > 40) return null;
  if (version === 0 && program.length !== 20 && program.length !== 32) return null;
  if ((version === 0) === isBech32m) return null;
  return { hrp: decoded.prefix, version, program: Uint8Array.from(program) };
}

/** Encodes a segwit address: bech32 for version 0, bech32m for later versions. */
export function encodeSegwit(hrp: string, version: number, program: Uint8Array): string {
  const coder = version === 0 ? bech32 : bech32m;
  return coder.encode(hrp, [version, ...coder.toWords(program)], BECH32_MAX_LENGTH);
}

/**
 * spec §5 bech32/bech32m: the address decodes under the rules above and re-encoding reproduces it in lower case.
 * @example isValidSegwitAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', ['bc']) === true
 */
export function isValidSegwitAddress(address: string, hrps: readonly string[]): boolean {
  const decoded = decodeSegwit(address, hrps);
  if (!decoded) return false;
  return encodeSegwit(decoded.hrp, decoded.version, decoded.program) === address.toLowerCase();
}
