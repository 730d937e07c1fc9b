import { existsSync, readFileSync } from 'node:fs';
import { gzipSizeOf, kib } from './sizes';
import { REMOTE_NAMES } from './stack';

// Bundle budgets (issue 12 item 7): budgets.json holds the most each bundle may weigh, in KiB of gzip (level 9) of
// its .js and .css files, as `npm run build` prints them. `npm test` checks them after its build
// (scripts/check-budgets.ts), so a change that makes a bundle heavier than its budget fails CI with the figure.

/** Where `npm run build` bundles the API Worker (wrangler's dry-run output). */
export const WORKER_OUT = '.wrangler/worker-build';
export const BUDGETS_FILE = 'budgets.json';
/** issue 12 item 6: the Worker's target, whatever its budget says today. */
export const WORKER_TARGET_KIB = 300;

/** Each bundle's label (as printed, and its key in budgets.json) and the folder its build writes. */
export const BUNDLES: readonly (readonly [label: string, dir: string])[] = [
  ['API Worker', WORKER_OUT],
  ['shell', 'shell/dist'],
  ...REMOTE_NAMES.map((name) => [`remote ${name}`, `frontends/${name}/dist`] as const),
];

export type Budgets = Record<string, number>;
export type BundleSize = { label: string; bytes: number | undefined };

/** budgets.json's `budgets`: label → KiB. */
export function readBudgets(file = BUDGETS_FILE): Budgets {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { budgets?: unknown };
  const budgets = parsed.budgets;
  if (!budgets || typeof budgets !== 'object') throw new Error(`${file}: no "budgets" object`);
  for (const [label, value] of Object.entries(budgets)) {
    if (typeof value !== 'number' || !(value > 0))
      throw new Error(`${file}: "${label}" is not a positive number`);
  }
  return budgets as Budgets;
}

/** The gzipped size of each bundle's build; `bytes` is undefined for a bundle that was not built. */
export function measureBundles(): BundleSize[] {
  return BUNDLES.map(([label, dir]) => ({
    label,
    bytes: existsSync(dir) ? gzipSizeOf(dir).bytes : undefined,
  }));
}

/** One line per bundle, and the failures: a bundle over its budget, without a budget, or not built. */
export function compareWithBudgets(
  sizes: BundleSize[],
  budgets: Budgets,
): { lines: string[]; failures: string[] } {
  const lines: string[] = [];
  const failures: string[] = [];
  for (const { label, bytes } of sizes) {
    const budget = budgets[label];
    if (budget === undefined) {
      failures.push(`${label}: no budget in ${BUDGETS_FILE}`);
      continue;
    }
    if (bytes === undefined || bytes === 0) {
      failures.push(`${label}: not built (no .js or .css to measure)`);
      continue;
    }
    const line = `${label.padEnd(16)} ${kib(bytes).padStart(10)} of ${kib(budget * 1024).padStart(10)}`;
    if (bytes > budget * 1024) {
      failures.push(`${label} is ${kib(bytes)} gzipped, over its budget of ${kib(budget * 1024)}`);
      lines.push(`${line}  OVER`);
    } else lines.push(line);
  }
  return { lines, failures };
}
