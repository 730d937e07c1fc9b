import { run, wranglerEnv } from './run';

// The shell's run-time manifest in KV (key `mf-manifest`, `{"remotes": {name: remoteEntry.js URL}}`), as a remote's
// deployment reads and writes it with wrangler (scripts/deploy.ts). Each deployment changes its own remote's entry
// and keeps the others', so a value that cannot be read stops the deployment instead of being written over.

const KEY = 'mf-manifest';

/** Which KV namespace wrangler reaches: production's (`--env production --remote`) or a local folder's. */
export type KvPlace = readonly string[];
export const PRODUCTION_KV: KvPlace = ['--env', 'production', '--remote'];
export const localKv = (persistTo: string): KvPlace => ['--local', '--persist-to', persistTo];

/**
 * The remotes of the stored manifest: none when the key holds nothing yet (the first deployment); a value that is
 * no manifest throws, so nothing is written over it. Without `--text`
 * wrangler writes the value itself to standard output, whatever its log level; locally a missing key prints
 * nothing, remotely it fails with the API's 404.
 */
export async function readDeployedRemotes(place: KvPlace): Promise<Record<string, string>> {
  let stored: string;
  try {
    stored = await run('npx', ['wrangler', 'kv', 'key', 'get', KEY, '--binding', 'KV', ...place], {
      // At wrangler's `log` level and below it would print lines such as "Value not found" among the value.
      env: { ...wranglerEnv, WRANGLER_LOG: 'warn' },
      quiet: true,
      stdoutOnly: true,
    });
  } catch (error) {
    if (error instanceof Error && / 404: Not Found/.test(error.message)) return {};
    throw error;
  }
  if (stored.trim() === '') return {};
  // The document `{"remotes": {…}}`, or the bare map, as the Worker reads it (workers/api/src/manifest/remotes.ts).
  const value: unknown = JSON.parse(stored);
  const remotes = value && typeof value === 'object' && 'remotes' in value ? value.remotes : value;
  const isMap =
    remotes !== null &&
    typeof remotes === 'object' &&
    !Array.isArray(remotes) &&
    Object.values(remotes).every((url) => typeof url === 'string');
  if (!isMap) throw new Error(`The stored manifest has no remotes; nothing was written: ${stored}`);
  return remotes as Record<string, string>;
}

/** Points the manifest's entry of `remote` at `entry`, keeping the other remotes' entries. */
export async function pointManifestAt(place: KvPlace, remote: string, entry: string): Promise<void> {
  const remotes = { ...(await readDeployedRemotes(place)), [remote]: entry };
  await run(
    'npx',
    ['wrangler', 'kv', 'key', 'put', KEY, JSON.stringify({ remotes }), '--binding', 'KV', ...place],
    {
      env: wranglerEnv,
      quiet: true,
    },
  );
}
