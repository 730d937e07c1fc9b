// `npm run deploy:<part>`: deploy one part on its own.
//   api      — builds the shell, applies D1 migrations and deploys the API Worker with the shell's assets.
//   <remote> — builds the remote, uploads it as a new immutable Worker version, then points the shell's
//              run-time manifest (KV key `mf-manifest`) at that version's URL. Rolling back is
//              `npm run deploy:<remote> -- --rollback <url of an earlier remoteEntry.js>`.
// Needs CLOUDFLARE_API_TOKEN (and CLOUDFLARE_ACCOUNT_ID) in the environment.
import { PRODUCTION_KV, pointManifestAt } from './lib/manifest-kv';
import { run, wranglerEnv } from './lib/run';
import { REMOTE_NAMES, type RemoteName } from './lib/stack';

const part = process.argv[2];
const rollbackIndex = process.argv.indexOf('--rollback');
const rollbackUrl = rollbackIndex > 0 ? process.argv[rollbackIndex + 1] : undefined;
const production = ['--env', 'production'];

async function deployApi() {
  await run('npm', ['run', 'build', '-w', 'shell']);
  await run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', ...production, '--remote'], {
    env: wranglerEnv,
  });
  await run('npx', ['wrangler', 'deploy', ...production], { env: wranglerEnv });
}

async function pointedAt(remote: RemoteName, entry: string) {
  await pointManifestAt(PRODUCTION_KV, remote, entry);
  console.log(`The shell now loads ${remote} from ${entry}`);
}

async function deployRemote(remote: RemoteName) {
  if (rollbackUrl) return pointedAt(remote, rollbackUrl);
  await run('npm', ['run', 'build', '-w', `frontends/${remote}`]);
  // The preview URL is printed at wrangler's `log` level, which wranglerEnv's `warn` would hide.
  const out = await run('npx', ['wrangler', 'versions', 'upload'], {
    cwd: `frontends/${remote}`,
    env: { ...wranglerEnv, WRANGLER_LOG: 'log' },
    quiet: true,
  });
  const previewUrl = /Version Preview URL:\s*(\S+)/.exec(out)?.[1];
  if (!previewUrl) throw new Error(`wrangler did not print a version preview URL:\n${out}`);
  await pointedAt(remote, `${previewUrl.replace(/\/$/, '')}/remoteEntry.js`);
}

async function main() {
  if (part === 'api') return deployApi();
  if (REMOTE_NAMES.includes(part as RemoteName)) return deployRemote(part as RemoteName);
  throw new Error(`Usage: npm run deploy:<api|${REMOTE_NAMES.join('|')}>`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
