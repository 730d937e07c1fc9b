import { convertBits } from './bytes';

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATORS = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];
const CHECKSUM_WORDS = 8;

/** The cashaddr BCH checksum over 5-bit values; a valid address gives 0. BigInt: the state is 40 bits wide. */
function polymod(values: readonly number[]): bigint {
  let checksum = 1n;
  for (const value of values) {
    const top = checksum >> 35n;
    checksum = ((checksum & 0x07ffffffffn) << 5n) ^ BigInt(value);
    GENERATORS.forEach((generator, i) => {
      if ((top >> BigInt(i)) & 1n) checksum ^= generator;
    });
  }
  return checksum ^ 1n;
}

/** The prefix as checksum input: the low 5 bits of each character, then a 0 for the colon. */
const expandPrefix = (prefix: string) => [...prefix].map((char) => char.charCodeAt(0) & 31).concat(0);

export type CashaddrOptions = {
  /** 'bitcoincash' on prod, 'bchtest' on testnet. */
  prefix: string;
  /** The body's form, such as /^[qQpP][0-9a-zA-Z]{41}$/. */
  regex?: RegExp;
};

/**
 * spec §5 cashaddr: an optional `prefix:`, a body that matches the regex, the whole address (prefix included) all
 * upper or all lower case as the cashaddr format requires (`Bitcoincash:qq…` is refused), and a valid checksum; the payload must also be a version byte (P2PKH or P2SH, 160-bit) and a 20-byte hash.
 * @example isValidCashaddr('bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', { prefix: 'bitcoincash' })
 */
export function isValidCashaddr(address: string, options: CashaddrOptions): boolean {
  const parts = address.split(':');
  if (parts.length > 2) return false;
  const body = parts.length === 2 ? (parts[1] ?? '') : address;
  if (parts.length === 2 && (parts[0] ?? '').toLowerCase() !== options.prefix) return false;
  if (options.regex && !options.regex.test(body)) return false;
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;

  const values: number[] = [];
  for (const char of body.toLowerCase()) {
    const value = CHARSET.indexOf(char);
    if (value === -1) return false;
    values.push(value);
  }
  if (values.length <= CHECKSUM_WORDS) return false;
  if (polymod([...expandPrefix(options.prefix), ...values]) !== 0n) return false;

  const payload = convertBits(values.slice(0, -CHECKSUM_WORDS), 5, 8, false);
  if (!payload) return false;
  const [version] = payload;
  // Version byte: reserved bit 0, type 0 (P2PKH) or 1 (P2SH), size bits 0 (a 160-bit hash).
  return version !== undefined && (version === 0x00 || version === 0x08) && payload.length === 21;
}

/** Encodes a cashaddr (lower case, with its prefix); used to build test vectors. */
export function encodeCashaddr(prefix: string, version: number, hash: Uint8Array): string {
  const payload = convertBits([version, ...hash], 8, 5, true) ?? [];
  const checksum = polymod([
    ...expandPrefix(prefix),
    ...payload,
    ...new Array<number>(CHECKSUM_WORDS).fill(0),
  ]);
  const words = [...payload];
  for (let i = 0; i < CHECKSUM_WORDS; i++)
    words.push(Number((checksum >> BigInt(5 * (CHECKSUM_WORDS - 1 - i))) & 31n));
  return `${prefix}:${words.map((word) => CHARSET.charAt(word)).join('')}`;
}
