import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getJson, postJson, postText, request, setAccountInView } from './api';

const sent = () => {
  const fetchMock = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
};

afterEach(() => {
  setAccountInView(undefined);
  vi.unstubAllGlobals();
});

describe('request and the account in view', () => {
  it('sends no X-Account while no account is in view', async () => {
    const headersOf = sent();
    await getJson('/api/session');
    expect(headersOf()[0]?.has('X-Account')).toBe(false);
  });

  it('sends X-Account with every request once set, keeping the caller’s headers', async () => {
    const headersOf = sent();
    setAccountInView('inmate:7');
    await getJson('/api/getinmatedetail');
    await postJson('/api/savename', { firstName: 'Ann' });
    await postText('/admin/api/saveadminnotes', 'notes');
    await request('/api/x', { headers: new Headers({ 'x-other': 'kept' }) });
    await request('/api/y', { headers: [['x-other', 'kept']] });
    const [read, json, text, fromHeaders, fromPairs] = headersOf();
    for (const headers of [read, json, text, fromHeaders, fromPairs])
      expect(headers?.get('X-Account')).toBe('inmate:7');
    expect(json?.get('content-type')).toBe('application/json');
    expect(text?.get('content-type')).toBe('text/plain');
    expect(fromHeaders?.get('x-other')).toBe('kept');
    expect(fromPairs?.get('x-other')).toBe('kept');
  });

  it('follows the latest account set, and none after it is cleared', async () => {
    const headersOf = sent();
    setAccountInView('inmate:7');
    setAccountInView('friend:9');
    await getJson('/api/getfrienddetail');
    setAccountInView(undefined);
    await getJson('/api/session');
    const [friendRead, sessionRead] = headersOf();
    expect(friendRead?.get('X-Account')).toBe('friend:9');
    expect(sessionRead?.has('X-Account')).toBe(false);
  });

  it('keeps the code of a 409 accountChanged answer', async () => {
    const message =
      'This page was opened for another account, changed since in another tab or window. Reload the page.';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: message, code: 'accountChanged' }), {
            status: 409,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const refusal = await getJson('/api/getinmatedetail').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ message, status: 409, code: 'accountChanged' });
  });
});
