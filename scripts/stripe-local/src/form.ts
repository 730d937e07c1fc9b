// Stripe's request encoding: `application/x-www-form-urlencoded` with bracketed keys, as stripe-node and Stripe.js
// send them: `metadata[kind]=offers`, `items[0][price_data][currency]=usd`, `expand[]=latest_invoice`.

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first === -1) return [key];
  const path = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) path.push(match[1] ?? '');
  return path;
}

function assign(target: FormObject, path: string[], value: string) {
  let node: FormObject = target;
  for (let i = 0; i < path.length - 1; i += 1) {
    const segment = path[i] === '' ? String(Object.keys(node).length) : (path[i] as string);
    const existing = node[segment];
    if (typeof existing !== 'object' || existing === null || Array.isArray(existing)) node[segment] = {};
    node = node[segment] as FormObject;
  }
  const last = path[path.length - 1] as string;
  node[last === '' ? String(Object.keys(node).length) : last] = value;
}

/** Objects whose keys are 0, 1, 2 … become arrays (both `a[]` and `a[0]` encodings). */
function arrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: FormObject = {};
  for (const key of keys) converted[key] = arrays(value[key] as FormValue);
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) {
    return keys.map((key) => converted[key] as FormValue);
  }
  return converted;
}

/** Parses a form-encoded body or query string into nested objects and arrays. */
export function parseForm(text: string): FormObject {
  const result: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) assign(result, keyPath(key), value);
  return arrays(result) as FormObject;
}

/** Reads a string parameter. */
export const str = (form: FormObject, key: string): string | undefined => {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
};

/** Reads a nested object parameter. */
export const obj = (form: FormObject, key: string): FormObject | undefined => {
  const value = form[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
};

/** Reads a list parameter (a single value counts as a list of one). */
export const list = (form: FormObject, key: string): FormValue[] => {
  const value = form[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
};

/** Reads an integer parameter. */
export const int = (form: FormObject, key: string): number | undefined => {
  const value = str(form, key);
  return value !== undefined && /^-?\d+$/.test(value) ? Number(value) : undefined;
};

/** Reads a boolean parameter (`true`/`false`). */
export const bool = (form: FormObject, key: string): boolean | undefined => {
  const value = str(form, key);
  return value === undefined ? undefined : value === 'true';
};

/** A metadata hash: string values only; an empty string deletes a key, as in Stripe. */
export function metadataOf(form: FormObject, previous: Record<string, string> = {}): Record<string, string> {
  const given = obj(form, 'metadata');
  const metadata = { ...previous };
  if (!given) return metadata;
  for (const [key, value] of Object.entries(given)) {
    if (typeof value !== 'string') continue;
    if (value === '') delete metadata[key];
    else metadata[key] = value;
  }
  return metadata;
}
