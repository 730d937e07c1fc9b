// `npm run check:cycles` (also a step of `npm test` and `npm run lint`): fails on any import cycle in the repo's
// packages and prints `import cycles: N`, with the modules of each cycle (scripts/lib/import-graph.ts).
import { findCycles, importGraph } from './lib/import-graph';

/** Every package of the monorepo, its tests and its tools. */
export const CHECKED = ['shared', 'workers', 'shell', 'frontends', 'scripts', 'e2e'];

const root = new URL('..', import.meta.url).pathname;
const graph = importGraph(root, CHECKED);
const cycles = findCycles(graph);
for (const [number, cycle] of cycles.entries()) {
  console.log(`cycle ${number + 1} (${cycle.length} modules):\n  ${cycle.join('\n  ')}`);
}
console.log(`import cycles: ${cycles.length} (${graph.size} modules checked)`);
if (cycles.length > 0) process.exit(1);
