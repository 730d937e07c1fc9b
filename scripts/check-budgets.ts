// `npm test` (after its build): every bundle's gzipped size against budgets.json (issue 12 item 7). Exits 1 with the
// figure when one is over its budget. Run after `npm run build`: `npx tsx scripts/check-budgets.ts`
// (`--budgets FILE` checks against another file, e.g. to try a lowered budget).
import { parseArgs } from 'node:util';
import {
  BUDGETS_FILE,
  compareWithBudgets,
  measureBundles,
  readBudgets,
  WORKER_TARGET_KIB,
} from './lib/budgets';

const { values: flags } = parseArgs({ options: { budgets: { type: 'string', default: BUDGETS_FILE } } });
const budgets = readBudgets(flags.budgets);
const { lines, failures } = compareWithBudgets(measureBundles(), budgets);
console.log(`Bundle sizes (gzip, .js and .css) against ${flags.budgets}:`);
for (const line of lines) console.log(`  ${line}`);
const worker = budgets['API Worker'];
if (worker !== undefined && worker > WORKER_TARGET_KIB) {
  console.log(
    `  note: the API Worker's budget is ${worker} KiB, today's size and a margin; issue 12 item 6 wants it at most ${WORKER_TARGET_KIB} KiB`,
  );
}
if (failures.length > 0) {
  for (const failure of failures) console.error(`✗ ${failure}`);
  process.exit(1);
}
console.log('✓ every bundle within its budget');
