import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { getRemoteManifest } from './get-remote-manifest';

afterEach(() => vi.unstubAllGlobals());

describe('getRemoteManifest', () => {
  it('reads the remotes of GET /mf-manifest.json', async () => {
    mockApi({
      'GET /mf-manifest.json': () =>
        json({ remotes: { offers: 'http://localhost:5101/remoteEntry.js', unknown: 'x' } }),
    });
    await expect(getRemoteManifest()).resolves.toEqual({
      remotes: { offers: 'http://localhost:5101/remoteEntry.js' },
    });
  });

  it('refuses the index.html a static server sends for a missing file', async () => {
    mockApi({
      'GET /mf-manifest.json': () =>
        new Response('<!doctype html><html></html>', { headers: { 'content-type': 'text/html' } }),
    });
    await expect(getRemoteManifest()).rejects.toThrow('The remote manifest could not be read.');
  });
});
