import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type KvPlace, localKv, pointManifestAt, readDeployedRemotes } from './manifest-kv';
import { run, wranglerEnv } from './run';

// The deployment's reads and writes of the manifest, through wrangler itself on a local KV folder: the same
// commands as in production but `--local` (scripts/deploy.ts uses PRODUCTION_KV).

let folder = '';
let place: KvPlace = [];

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'manifest-kv-'));
  place = localKv(folder);
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const store = (value: string) =>
  run('npx', ['wrangler', 'kv', 'key', 'put', 'mf-manifest', value, '--binding', 'KV', ...place], {
    env: wranglerEnv,
    quiet: true,
  });

describe('the manifest a remote deployment writes', () => {
  it('starts empty, then each deployment or rollback changes its own remote and keeps the others', async () => {
    expect(await readDeployedRemotes(place)).toEqual({});
    await pointManifestAt(place, 'offers', 'https://v1.offers.example/remoteEntry.js');
    await pointManifestAt(place, 'account', 'https://v1.account.example/remoteEntry.js');
    await pointManifestAt(place, 'offers', 'https://v0.offers.example/remoteEntry.js');

    expect(await readDeployedRemotes(place)).toEqual({
      offers: 'https://v0.offers.example/remoteEntry.js',
      account: 'https://v1.account.example/remoteEntry.js',
    });
  }, 60_000);

  it('reads a bare map of remotes, as the Worker does', async () => {
    await store('{"offers":"https://v1.offers.example/remoteEntry.js"}');
    expect(await readDeployedRemotes(place)).toEqual({ offers: 'https://v1.offers.example/remoteEntry.js' });
  }, 60_000);

  it('writes nothing over a stored value it cannot read', async () => {
    await store('not a manifest');

    await expect(
      pointManifestAt(place, 'offers', 'https://v1.offers.example/remoteEntry.js'),
    ).rejects.toThrow();
    await expect(readDeployedRemotes(place)).rejects.toThrow();
  }, 60_000);
});
