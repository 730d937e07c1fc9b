import { exports } from 'cloudflare:workers';

/** The origin tests call: localhost, so session cookies are not Secure (docs/architecture.md). */
export const ORIGIN = 'http://localhost';

export type CallOptions = {
  method?: string;
  /** Sent as JSON with `content-type: application/json`. */
  json?: unknown;
  /** Sent as multipart form data. */
  form?: Record<string, string>;
  /** Sent as it is; set `headers` for its content type. */
  body?: BodyInit;
  /** The `name=value` cookie pairs to send. */
  cookie?: string;
  headers?: Record<string, string>;
  /** Another scheme and host to call, e.g. `https://credits.example.com` for production cookies. */
  origin?: string;
};

/** Calls the real Worker (the app of createApp, through index.ts) as a same-origin browser would. */
export function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  }
  if (options.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(options.form)) form.set(name, value);
    body = form;
  }
  if (options.cookie) headers.set('cookie', options.cookie);
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  return exports.default.fetch(new Request(`${options.origin ?? ORIGIN}${path}`, { method, headers, body }));
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready to send back. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
