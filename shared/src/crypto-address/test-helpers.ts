/** The Bitcoin / CryptoNote base58 alphabet. */
export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * Every copy of `address` with one character replaced by another of `alphabet` (all of them, or only the next one
 * of the alphabet when `all` is false), for "any single character changed must be rejected".
 */
export function singleCharacterChanges(address: string, alphabet: string, all = true): string[] {
  const changed: string[] = [];
  for (let i = 0; i < address.length; i++) {
    const current = address.charAt(i);
    const at = alphabet.indexOf(current);
    const replacements = all
      ? [...alphabet].filter((char) => char !== current)
      : [alphabet.charAt((at + 1) % alphabet.length)];
    for (const replacement of replacements)
      changed.push(address.slice(0, i) + replacement + address.slice(i + 1));
  }
  return changed;
}

/** Deterministic pseudo-random bytes (xorshift), so generated vectors are the same on every run. */
export function pseudoRandomBytes(length: number, seed: number): Uint8Array {
  let state = seed || 1;
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out[i] = state & 0xff;
  }
  return out;
}
