// Stripe's webhook signatures with WebCrypto (https://docs.stripe.com/webhooks/signature), as stripe-node 23's
// constructEventAsync checked them: the `Stripe-Signature` header `t=<unix seconds>,v1=<hex>[,v1=…]` holds at least
// one v1 that is the HMAC-SHA256 of `${t}.${payload}` under the endpoint's secret, and `t` is at most 300 s old.
// `crypto.subtle.verify` compares in constant time.

/** Stripe's default tolerance for the age of a signature. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();

function hexBytes(hex: string): Uint8Array | undefined {
  if (hex.length !== 64 || !/^[0-9a-f]+$/i.test(hex)) return undefined;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The timestamp and v1 signatures of a header, as the SDK parses it (other schemes are skipped). */
function parseHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const item of header.split(',')) {
    const [key, value = ''] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value, 10);
    if (key === 'v1') signatures.push(value);
  }
  return { timestamp, signatures };
}

/**
 * Whether `header` signs `payload` with `secret`, no older than the tolerance at `nowMs`. A blank secret, header or
 * payload never verifies.
 */
export async function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  nowMs: number = Date.now(),
): Promise<boolean> {
  if (!payload || !header || !secret.trim()) return false;
  const { timestamp, signatures } = parseHeader(header);
  if (!Number.isFinite(timestamp) || signatures.length === 0) return false;
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const signed = encoder.encode(`${timestamp}.${payload}`);
  let matched = false;
  for (const signature of signatures) {
    const bytes = hexBytes(signature);
    if (bytes && (await crypto.subtle.verify('HMAC', key, bytes, signed))) matched = true;
  }
  if (!matched) return false;
  return Math.floor(nowMs / 1000) - timestamp <= SIGNATURE_TOLERANCE_SECONDS;
}
