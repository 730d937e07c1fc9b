/** True when both byte arrays hold the same bytes. */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** True when `bytes` starts with the bytes written as hex in `prefixHex` (such as '073f'). */
export function startsWithHex(bytes: Uint8Array, prefixHex: string): boolean {
  if (prefixHex.length === 0 || prefixHex.length % 2 !== 0 || prefixHex.length / 2 > bytes.length)
    return false;
  for (let i = 0; i < prefixHex.length / 2; i++) {
    const byte = Number.parseInt(prefixHex.slice(2 * i, 2 * i + 2), 16);
    if (Number.isNaN(byte) || bytes[i] !== byte) return false;
  }
  return true;
}

/**
 * Regroups bits, as bech32 and cashaddr need (8-bit bytes to 5-bit words and back). Without `pad`, leftover bits must
 * be fewer than `from` and zero, else null.
 */
export function convertBits(
  data: ArrayLike<number>,
  from: number,
  to: number,
  pad: boolean,
): number[] | null {
  let accumulator = 0;
  let bits = 0;
  const out: number[] = [];
  const max = (1 << to) - 1;
  for (let i = 0; i < data.length; i++) {
    const value = data[i] ?? 0;
    if (value < 0 || value >> from !== 0) return null;
    accumulator = ((accumulator << from) | value) & 0xffffff;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((accumulator >> bits) & max);
    }
  }
  if (pad) {
    if (bits > 0) out.push((accumulator << (to - bits)) & max);
  } else if (bits >= from || ((accumulator << (to - bits)) & max) !== 0) {
    return null;
  }
  return out;
}
