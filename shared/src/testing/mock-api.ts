import { vi } from 'vitest';

type Call = { url: URL; init: RequestInit | undefined };
type Handler = (call: Call) => Response | Promise<Response>;

/** A JSON response, as the API Worker answers. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs `fetch` with handlers keyed "METHOD /path"; anything else answers 404 {error}. */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler({ url, init }) : json({ error: `Not mocked: ${url.pathname}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one "METHOD /path". */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, key: string): Call[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => `${init?.method ?? 'GET'} ${url.pathname}` === key);
}

/**
 * A promise the test settles when it chooses: an answer on a slow line, to make answers arrive in another order.
 * @example const answer = later<Row[]>(); … answer.resolve(rows);
 */
export function later<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
