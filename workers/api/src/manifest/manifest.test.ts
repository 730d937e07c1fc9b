import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/http';
import { MANIFEST_KEY } from './routes';

describe('GET /mf-manifest.json', () => {
  it('answers the REMOTES var when KV holds no manifest', async () => {
    const response = await call('/mf-manifest.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ remotes: JSON.parse(env.REMOTES) });
  });

  it('prefers the manifest a deployment wrote to KV', async () => {
    const remotes = { offers: 'https://offers.example.com/v2/remoteEntry.js' };
    await env.KV.put(MANIFEST_KEY, JSON.stringify({ remotes }));
    const response = await call('/mf-manifest.json');
    expect(await response.json()).toEqual({ remotes });
  });
});
