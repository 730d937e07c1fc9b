import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';

// X-Twilio-Signature (DESIGN.md "Telephony"; Twilio's "Webhooks security"): base64 of HMAC-SHA1, keyed with the
// account's auth token, over the full URL Twilio requested followed by each POST parameter's name and value, sorted
// by name. Every webhook checks it before anything else, so a forged call can neither read nor change a row.

export const INVALID_SIGNATURE = 'Invalid Twilio signature';

/** The POST parameters of a webhook, as Twilio sent them (form-encoded). */
export type TwilioParams = Record<string, string>;

/** The Hono environment of the webhooks: the Worker's, plus the parameters the signature was checked over. */
export type TelephonyEnv = AppEnv & { Variables: AppEnv['Variables'] & { twilioParams: TwilioParams } };

const encoder = new TextEncoder();

/**
 * The signature Twilio sends for a request to `url` with these POST parameters.
 * @example await twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', { CallSid: 'CA1…' })
 */
export async function twilioSignature(
  authToken: string,
  url: string,
  params: TwilioParams | [string, string][],
): Promise<string> {
  const pairs = Array.isArray(params) ? [...params] : Object.entries(params);
  // By name; a repeated name keeps its values in order too, as Twilio's helper libraries do.
  pairs.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const data = url + pairs.map(([name, value]) => name + value).join('');
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(authToken),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(data)));
  let binary = '';
  for (const byte of mac) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Compares two signatures in time that does not depend on where they differ. */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = encoder.encode(expected);
  const b = encoder.encode(given);
  // The length of a signature is no secret (always 28 characters of base64).
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/**
 * Refuses a webhook POST whose X-Twilio-Signature is missing or wrong with 403 `{error}` before any handler runs;
 * otherwise keeps its form parameters in `c.get('twilioParams')`. The URL is the one this request was made to
 * (`c.req.url`, query string included), exactly what Twilio signed.
 */
export function twilioSignatureGuard() {
  return createMiddleware<TelephonyEnv>(async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const token = c.env.TWILIO_AUTH_TOKEN;
    const signature = c.req.header('X-Twilio-Signature');
    if (!token || !signature) fail(403, INVALID_SIGNATURE);
    // Twilio posts application/x-www-form-urlencoded; any other body signs as no parameters (and so fails).
    const form = (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')
      ? [...new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer()))]
      : [];
    if (!signaturesMatch(await twilioSignature(token, c.req.url, form), signature)) {
      fail(403, INVALID_SIGNATURE);
    }
    c.set('twilioParams', Object.fromEntries(form));
    await next();
  });
}
