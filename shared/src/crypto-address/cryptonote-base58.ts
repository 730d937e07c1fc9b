/**
 * CryptoNote (Monero) base58: the bytes are cut into 8-byte blocks, each written as 11 characters (big-endian,
 * left-padded with '1'); a last partial block of n bytes takes ENCODED_BLOCK_SIZES[n] characters. Unlike Bitcoin's
 * base58, the text length therefore fixes the byte length.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const FULL_BLOCK_SIZE = 8;
const FULL_ENCODED_BLOCK_SIZE = 11;
/** Characters needed for 0 to 8 bytes. */
const ENCODED_BLOCK_SIZES = [0, 2, 3, 5, 6, 7, 9, 10, 11] as const;

function decodeBlock(block: string, size: number, out: number[]): boolean {
  let value = 0n;
  for (const char of block) {
    const digit = ALPHABET.indexOf(char);
    if (digit === -1) return false;
    value = value * 58n + BigInt(digit);
  }
  // A block that does not fit its byte count is an overflow: invalid, as in Monero's decoder.
  if (value >> BigInt(8 * size) !== 0n) return false;
  for (let i = size - 1; i >= 0; i--) out.push(Number((value >> BigInt(8 * i)) & 0xffn));
  return true;
}

/** Decodes CryptoNote base58 text; null when a character, the last block's length or a block's value is invalid. */
export function decodeCryptoNoteBase58(text: string): Uint8Array | null {
  const fullBlocks = Math.floor(text.length / FULL_ENCODED_BLOCK_SIZE);
  const lastEncoded = text.length % FULL_ENCODED_BLOCK_SIZE;
  const lastSize = ENCODED_BLOCK_SIZES.indexOf(lastEncoded as (typeof ENCODED_BLOCK_SIZES)[number]);
  if (lastSize === -1) return null;
  const out: number[] = [];
  for (let i = 0; i < fullBlocks; i++) {
    const start = i * FULL_ENCODED_BLOCK_SIZE;
    if (!decodeBlock(text.slice(start, start + FULL_ENCODED_BLOCK_SIZE), FULL_BLOCK_SIZE, out)) return null;
  }
  if (lastEncoded > 0 && !decodeBlock(text.slice(fullBlocks * FULL_ENCODED_BLOCK_SIZE), lastSize, out))
    return null;
  return Uint8Array.from(out);
}

function encodeBlock(block: Uint8Array): string {
  let value = 0n;
  for (const byte of block) value = (value << 8n) | BigInt(byte);
  let out = '';
  while (value > 0n) {
    out = ALPHABET.charAt(Number(value % 58n)) + out;
    value /= 58n;
  }
  return out.padStart(ENCODED_BLOCK_SIZES[block.length] ?? FULL_ENCODED_BLOCK_SIZE, ALPHABET.charAt(0));
}

/** Encodes bytes as CryptoNote base58. */
export function encodeCryptoNoteBase58(bytes: Uint8Array): string {
  let out = '';
  for (let start = 0; start < bytes.length; start += FULL_BLOCK_SIZE)
    out += encodeBlock(bytes.subarray(start, start + FULL_BLOCK_SIZE));
  return out;
}
