// Bytes as lower-case hex, and the digests the Worker names things by (WebCrypto, as Workers provide it).

/** `bytes` as lower-case hex, two digits a byte. */
export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The hex digest of `text` (UTF-8) by `algorithm`. */
export async function digestHex(algorithm: 'SHA-1' | 'SHA-256', text: string): Promise<string> {
  return toHex(await crypto.subtle.digest(algorithm, new TextEncoder().encode(text)));
}
