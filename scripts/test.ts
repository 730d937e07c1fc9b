// `npm test`: unit and component tests, API tests in workerd, then the end-to-end tests in Chromium.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './lib/chromium';
import { run } from './lib/run';

type Layer = { name: string; cwd?: string; args: string[] };
type Counts = { passed: number; failed: number; skipped: number };

const REPORT_DIR = '.wrangler/test-reports';

const layers: Layer[] = [
  { name: 'unit and components', args: ['vitest', 'run'] },
  { name: 'API (workerd)', cwd: 'workers/api', args: ['vitest', 'run'] },
  { name: 'end to end (Chromium)', args: ['vitest', 'run', '--config', 'e2e/vitest.config.ts'] },
];

function readCounts(file: string): Counts | undefined {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    return undefined;
  }
}

async function main() {
  const chromium = ensureChromium();
  rmSync(REPORT_DIR, { recursive: true, force: true });
  // wrangler.toml names the shell's build as the Worker's assets; the API tests need the folder, not its files.
  mkdirSync('shell/dist', { recursive: true });
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  let broken = false;
  // issue 8 §9: an import cycle in any package fails the run (it prints `import cycles: N`).
  console.log('\n▶ import cycles');
  try {
    await run('npx', ['tsx', 'scripts/check-cycles.ts']);
  } catch {
    broken = true;
    console.error('✗ import cycles found (above)');
  }
  for (const [index, layer] of layers.entries()) {
    if (layer.name.startsWith('end to end')) {
      console.log('\n▶ building the product for the end-to-end tests');
      await run('npm', ['run', 'build']);
      // issue 12 item 7: a bundle over its budget in budgets.json fails the run with its figure.
      console.log('\n▶ bundle budgets');
      try {
        await run('npx', ['tsx', 'scripts/check-budgets.ts']);
      } catch {
        broken = true;
        console.error('✗ a bundle is over its budget (above)');
      }
    }
    console.log(`\n▶ ${layer.name}`);
    const reportFile = `${process.cwd()}/${REPORT_DIR}/${index}.json`;
    let ok = true;
    try {
      await run(
        'npx',
        [...layer.args, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
        {
          cwd: layer.cwd,
          env: { ...process.env, CHROMIUM_PATH: chromium },
        },
      );
    } catch {
      ok = false;
    }
    const counts = readCounts(reportFile);
    if (!counts) {
      broken = true;
      console.error(`✗ ${layer.name}: the runner produced no report`);
      continue;
    }
    if (!ok && counts.failed === 0) broken = true;
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  if (broken || total.failed > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
