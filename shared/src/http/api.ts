/**
 * A failed call: `message` is the response's `error` field, or `Failed!` (spec §7); `code` is the stable code the
 * API sends beside it (issue 13 §1), for showing the message in the reader's language (useErrorText), and `params`
 * the values a template message carried (`{ minutes: '5' }`).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly params?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const FALLBACK_MESSAGE = 'Failed!';

/**
 * True for the API's refusal of a call made from a screen of another account than the session's now (409
 * accountChanged, see setAccountInView): a screen that shows spec §8's fixed failure text adds this one's message.
 */
export const isAccountChanged = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.code === 'accountChanged';

/**
 * spec §8's failure text of an action, followed by the API's reason when it refused the call because the page shows
 * another account than the session's now (accountChanged: `… Reload the page.`), which the fixed text would hide.
 * `errorText` words the reason in the reader's language (useErrorText).
 * @example withAccountChanged(errorText, t('notes.failed'), error)
 */
export function withAccountChanged(
  errorText: (message: string, code?: string) => string,
  specText: string,
  error: unknown,
): string {
  return isAccountChanged(error) ? `${specText}: ${errorText(error.message, error.code)}` : specText;
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return response.json().catch(() => undefined);
  return response.text();
}

/** An answer's `params` as text values, or undefined when it is not an object of texts and numbers. */
function textValues(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return Object.fromEntries(entries.map(([name, text]) => [name, String(text)]));
}

/** The account the screens of this page show (accountKeyOf), sent as `X-Account` with every request. */
let accountInView: string | undefined;

/**
 * Names the account the page shows, from the session it renders for: the API then refuses a call that reaches
 * another account's session (409 accountChanged: another tab switched whom staff act as, or another person signed
 * in). Each remote bundles its own copy of this module, so the shell and every remote's App set it.
 * @example setAccountInView(accountKeyOf(session));
 */
export function setAccountInView(key: string | undefined) {
  accountInView = key;
}

/** `init` with the `X-Account` header added, the caller's headers kept. */
function withAccountInView(init: RequestInit): RequestInit {
  if (accountInView === undefined) return init;
  const given = init.headers;
  const headers: Record<string, string> =
    given instanceof Headers || Array.isArray(given) ? Object.fromEntries(new Headers(given)) : { ...given };
  return { ...init, headers: { ...headers, 'X-Account': accountInView } };
}

/**
 * The one request helper of spec §7: resolves with the parsed body of an ok response, rejects with an ApiError.
 * @example const offers = await request<OfferLists>('/api/getactiveoffers');
 */
export async function request<T>(url: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...withAccountInView(init) });
  } catch {
    throw new ApiError(FALLBACK_MESSAGE, 0);
  }
  const body = await readBody(response);
  if (response.ok) return body as T;
  const error =
    body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : '';
  const code =
    body && typeof body === 'object' && 'code' in body && typeof body.code === 'string'
      ? body.code
      : undefined;
  const params = body && typeof body === 'object' && 'params' in body ? textValues(body.params) : undefined;
  throw new ApiError(
    error || FALLBACK_MESSAGE,
    response.status,
    error ? code : undefined,
    error && code ? params : undefined,
  );
}

/** GET a JSON answer. */
export const getJson = <T>(url: string) => request<T>(url);

/** POST a JSON body. */
export const postJson = <T>(url: string, body: unknown) =>
  request<T>(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** POST form data (spec §7 names which calls take form data). */
export const postForm = <T>(url: string, fields: Record<string, string | Blob> | FormData) => {
  const body = fields instanceof FormData ? fields : new FormData();
  if (!(fields instanceof FormData))
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return request<T>(url, { method: 'POST', body });
};

/** POST a raw body, such as an id, an e-mail or notes (spec §7 "body is the …"). */
export const postText = <T>(url: string, text: string, contentType = 'text/plain') =>
  request<T>(url, { method: 'POST', headers: { 'content-type': contentType }, body: text });
