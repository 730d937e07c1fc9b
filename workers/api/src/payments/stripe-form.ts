// Stripe's request encoding: `application/x-www-form-urlencoded` with bracketed keys for nested params, as
// stripe-node 23 sends them (its utils.stringifyRequestData): `metadata[kind]=offers`,
// `items[0][price_data][currency]=usd`. Undefined values are left out; brackets stay readable (Stripe accepts both).

export type FormParam = string | number | boolean | null | undefined | FormParam[] | FormParams;
export type FormParams = { [key: string]: FormParam };

/** encodeURIComponent plus the characters qs escapes (`!*()'`), with `[` `]` kept as they are. */
function encodePart(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!*()']/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%5B/g, '[')
    .replace(/%5D/g, ']');
}

/** The form body (or query string) of Stripe params. */
export function encodeForm(params: FormParams): string {
  const pairs: string[] = [];
  const add = (key: string, value: FormParam) => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) add(`${key}[${index}]`, item);
    } else if (value !== null && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) add(`${key}[${name}]`, item);
    } else {
      pairs.push(`${encodePart(key)}=${encodePart(value === null ? '' : String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}
