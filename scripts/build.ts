// `npm run build`: each remote and the shell with Vite, the Worker bundle with wrangler; prints gzip sizes.
import { existsSync } from 'node:fs';
import { BUNDLES, WORKER_OUT } from './lib/budgets';
import { productBuildEnv } from './lib/build-env';
import { run, wranglerEnv } from './lib/run';
import { gzipSizeOf, kib } from './lib/sizes';
import { REMOTE_NAMES } from './lib/stack';

async function main() {
  const parts = [...REMOTE_NAMES.map((name) => `frontends/${name}`), 'shell'];
  for (const part of parts) {
    console.log(`Building ${part} …`);
    await run('npm', ['run', 'build', '-w', part], { quiet: true, env: productBuildEnv() });
    // A remote without its entry cannot be loaded by the shell: fail here, not in the browser.
    if (part !== 'shell' && !existsSync(`${part}/dist/remoteEntry.js`)) {
      throw new Error(`${part}: the build wrote no remoteEntry.js (Module Federation was left out)`);
    }
  }
  console.log('Bundling the API Worker …');
  await run('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', WORKER_OUT], {
    env: wranglerEnv,
    quiet: true,
  });

  // The same bundles, labels and measure as the budgets of budgets.json (checked by `npm test`).
  console.log('\nBundle sizes (gzip, .js and .css):');
  for (const [label, dir] of BUNDLES) {
    const { files, bytes } = gzipSizeOf(dir);
    console.log(`  ${label.padEnd(16)} ${kib(bytes).padStart(10)}  in ${files} files`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
