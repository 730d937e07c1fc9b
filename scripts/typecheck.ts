// `npm run typecheck`: the TypeScript compiler over every workspace, the scripts and the end-to-end tests.
import { existsSync } from 'node:fs';
import { run } from './lib/run';

const projects = [
  'shared',
  'workers/api',
  'shell',
  'frontends/offers',
  'frontends/account',
  'frontends/friends',
  'frontends/admin',
  'scripts',
  'e2e',
].map((folder) => `${folder}/tsconfig.json`);

async function main() {
  let failed = 0;
  for (const project of projects) {
    if (!existsSync(project)) {
      console.error(`missing ${project}`);
      failed += 1;
      continue;
    }
    try {
      await run('npx', ['tsc', '-p', project], { quiet: true });
      console.log(`✓ ${project}`);
    } catch (error) {
      failed += 1;
      console.error(`✗ ${project}\n${error instanceof Error ? error.message : error}`);
    }
  }
  if (failed) process.exit(1);
}

void main();
