import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/http';
import { forgetSharedAnswers, MEMORY_MS } from '../lib/shared-answers';
import { MANIFEST_KEY } from './routes';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /mf-manifest.json', () => {
  it('answers the REMOTES var when KV holds no manifest', async () => {
    const response = await call('/mf-manifest.json');
    expect(response.status).toBe(200);
    // Revalidated on every start of the shell, never answered from a browser's cache unasked.
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
    expect(await response.json()).toEqual({ remotes: JSON.parse(env.REMOTES) });
  });

  it('prefers the manifest a deployment wrote to KV', async () => {
    const remotes = { offers: 'https://offers.example.com/v2/remoteEntry.js' };
    await env.KV.put(MANIFEST_KEY, JSON.stringify({ remotes }));
    const response = await call('/mf-manifest.json');
    expect(await response.json()).toEqual({ remotes });
  });

  it('shows a deployment’s new manifest once the memory of an isolate that read the old one is MEMORY_MS old', async () => {
    const before = await call('/mf-manifest.json');
    const remotes = { offers: 'https://offers.example.com/v3/remoteEntry.js' };
    await env.KV.put(MANIFEST_KEY, JSON.stringify({ remotes }));
    await wait(MEMORY_MS + 20);
    const after = await call('/mf-manifest.json');
    expect(await after.json()).toEqual({ remotes });
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('answers 304 without a body while the browser holds the current manifest, 200 once it changed', async () => {
    const first = await call('/mf-manifest.json');
    const etag = first.headers.get('etag') ?? '';
    const unchanged = await call('/mf-manifest.json', { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    await env.KV.put(MANIFEST_KEY, JSON.stringify({ remotes: { admin: 'https://admin.example.com/e.js' } }));
    forgetSharedAnswers(); // another isolate, or this one MEMORY_MS later
    const changed = await call('/mf-manifest.json', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ remotes: { admin: 'https://admin.example.com/e.js' } });
  });
});
