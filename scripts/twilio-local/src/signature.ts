import { createHmac } from 'node:crypto';

/** Webhook parameters: a name with one value, or with several (a repeated form field). */
export type TwilioParams = Record<string, string | string[]>;

/**
 * The `X-Twilio-Signature` of a webhook, as Twilio computes it (DESIGN.md "Telephony"; twilio.com/docs/usage/security):
 * base64 of HMAC-SHA1, keyed with the account's auth token, over the exact URL requested (query string included)
 * followed by each POST parameter's name and value, sorted by name. A repeated parameter contributes name+value once
 * per distinct value, values sorted, as Twilio's helper libraries compute it (twilio-python `sorted(set(values))`;
 * their published vector with duplicates is in signature.test.ts).
 */
export function twilioSignature(authToken: string, url: string, params: TwilioParams = {}): string {
  let data = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name] as string | string[];
    const values = Array.isArray(value) ? [...new Set(value)].sort() : [value];
    for (const one of values) data += name + one;
  }
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}
