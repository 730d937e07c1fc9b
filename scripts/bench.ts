// `npm run bench`: the API Worker on Miniflare with a generated data set, loaded by autocannon on loopback.
// Each route's throughput is reported as a ratio to a bare baseline route served by the same runtime, and to the
// platform's floor for what the route touches (issue 12 item 1): one KV read, or one KV read plus one D1 select, both
// served by the same runtime in the same run, so the figures compare across machines. It also measures the Worker
// script's start-up (issue 12 item 6). Flags: --inmates N and --calls N (data size: by default 10,000 generated
// inmates and 200,000 call records, issue 10's real size of a facility group), --duration S (per measurement),
// --rounds R (each route is measured R times, each time right after the bare route and its floor, and the medians
// are reported: the machine's drift over a run moves all three alike), --connections C, --json FILE (the figures as
// `{ "<route>": { rps, p50, p99, ratio, floorRatio, cpuMs } }`), --only TEXT[,TEXT…] (only the routes whose name
// contains one of the TEXTs, besides the bare route and the floors: for working on a few).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { seedStatements } from '../workers/api/src/dev/seed';
import { BASELINE, benchEntryModule, EMPTY_WORKER_MODULE, FLOOR_KV_KEY } from './lib/bench-entry';
import { BARE_ROUTE, type Figures, FLOOR_LABEL, FLOOR_ROUTES, measurer, median } from './lib/bench-measure';
import { BENCH_ROUTES } from './lib/bench-routes';
import { run, wranglerEnv } from './lib/run';
import { gzipSizeOf, kib } from './lib/sizes';

const { values: flags } = parseArgs({
  options: {
    inmates: { type: 'string', default: '10000' },
    calls: { type: 'string', default: '200000' },
    duration: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    json: { type: 'string' },
    only: { type: 'string' },
  },
});

const BUILD_DIR = '.wrangler/bench-build';
/** Cold starts per Worker when measuring start-up; the median is reported. */
const STARTS = 3;

function workerVars(): Record<string, string> {
  // Section headers start a line: a comment that mentions `[env.production]` is not one.
  const toml = readFileSync('wrangler.toml', 'utf8').split('\n[env.')[0] ?? '';
  const section = toml.split('\n[vars]')[1] ?? '';
  const vars: Record<string, string> = {};
  for (const line of section.split('\n')) {
    const match = /^(\w+)\s*=\s*(['"])(.*)\2\s*$/.exec(line.trim());
    if (match?.[1] && match[3] !== undefined) vars[match[1]] = match[3];
  }
  return vars;
}

/** Miniflare options for the bench: `entry` is the main module; the bundled Worker sits beside it unless `empty`. */
function miniflareOptions(entry: string, empty = false): MiniflareOptions {
  const worker = {
    type: 'ESModule',
    path: join(BUILD_DIR, 'index.js'),
    contents: readFileSync(join(BUILD_DIR, 'index.js')),
  } as const;
  return {
    host: '127.0.0.1',
    port: 0,
    modules: [
      { type: 'ESModule', path: join(BUILD_DIR, 'bench-entry.mjs'), contents: entry },
      ...(empty ? [] : [worker]),
    ],
    compatibilityDate: '2026-04-20',
    compatibilityFlags: ['nodejs_compat'],
    d1Databases: { DB: 'bench-db' },
    kvNamespaces: { KV: 'bench-kv' },
    r2Buckets: { FILES: 'bench-files' },
    bindings: workerVars(),
    // The Worker's request log would drown the figures; errors still show as failed requests.
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      stdout.resume();
      stderr.resume();
    },
    handleStructuredLogs: () => {},
  };
}

/** Milliseconds from starting workerd with `entry` to the first answer of the bare route, median of STARTS. */
async function timeToFirstAnswer(entry: string, empty = false): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < STARTS; i += 1) {
    const started = performance.now();
    const mf = new Miniflare(miniflareOptions(entry, empty));
    try {
      const response = await fetch(new URL(BASELINE, await mf.ready));
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`the bare route answered ${response.status} at start-up`);
      times.push(performance.now() - started);
    } finally {
      await mf.dispose();
    }
  }
  return median(times);
}

async function signIn(url: string, path: string, username: string, password: string): Promise<string> {
  const response = await fetch(new URL(path, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function loadDataSet(mf: Miniflare) {
  const db = await mf.getD1Database('DB');
  const inmates = Number(flags.inmates);
  const callsPerInmate = Math.max(1, Math.ceil(Number(flags.calls) / Math.max(1, inmates)));
  console.log(
    `Applying migrations and a data set of ${inmates} extra inmates, ${inmates * callsPerInmate} calls …`,
  );
  const started = Date.now();
  for (const file of readdirSync('migrations')
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    const statements = readFileSync(join('migrations', file), 'utf8').split('--> statement-breakpoint');
    await db.batch(statements.filter((sql) => sql.trim()).map((sql) => db.prepare(sql)));
  }
  // Multi-row INSERTs (100 rows each, seed/rows.ts), 500 to a batch: seconds, not minutes, for 200,000 calls.
  const seed = await seedStatements({ extraInmates: inmates, callsPerInmate });
  for (let i = 0; i < seed.length; i += 500) {
    await db.batch(seed.slice(i, i + 500).map((sql) => db.prepare(sql)));
  }
  console.log(`… loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  console.log('Bundling the API Worker …');
  // wrangler.toml names the shell's build as the Worker's assets; bundling needs the folder, not its files.
  mkdirSync('shell/dist', { recursive: true });
  await run('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', BUILD_DIR], {
    env: wranglerEnv,
    quiet: true,
  });

  // Start-up: workerd answering with the whole Worker loaded, minus workerd answering with an empty Worker, is what
  // parsing and evaluating the Worker script costs (Cloudflare's "startup time" of a deploy measures the same part).
  const full = await timeToFirstAnswer(benchEntryModule());
  const empty = await timeToFirstAnswer(EMPTY_WORKER_MODULE, true);
  const { bytes } = gzipSizeOf(BUILD_DIR);
  console.log(
    `Worker start-up: ${(full - empty).toFixed(0)} ms (${kib(bytes)} gzipped): first answer ${full.toFixed(0)} ms ` +
      `after starting workerd with the Worker, ${empty.toFixed(0)} ms with an empty one (median of ${STARTS} cold starts)`,
  );

  const mf = new Miniflare(miniflareOptions(benchEntryModule()));
  try {
    const url = (await mf.ready).toString();
    await loadDataSet(mf);
    // A session-sized value (the KV floors read it), as a signed-in caller's session record is.
    await (await mf.getKVNamespace('KV')).put(
      FLOOR_KV_KEY,
      JSON.stringify({ inmateId: 1, pad: 'x'.repeat(200) }),
    );
    const cookies = {
      inmate: await signIn(url, '/api/logininmate', 'inmate1', 'Inmate#2026x'),
      friend: await signIn(url, '/api/loginfriend', 'friend1', 'Friend#2026x'),
      staff: await signIn(url, '/api/loginstaff', 'admin', 'Admin#2026x'),
      employee1: await signIn(url, '/api/loginstaff', 'staff', 'Staff#2026x'),
    };

    console.log(
      `\nautocannon: ${flags.connections} connections, ${flags.duration} s per measurement, ${flags.rounds} rounds`,
    );
    console.log('ratio: req/s ÷ the bare route; floor: req/s ÷ the floor named beside it (KV: one KV read;');
    console.log(
      'KV+1 select: one KV read and one D1 select by primary key), both measured just before the route',
    );
    console.log(
      "in each round; medians of the rounds. cpu ms: workerd's CPU per request (the Worker and the",
    );
    console.log("local KV and D1, all on workerd's one thread)\n");
    console.log(
      `${'route'.padEnd(40)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'ratio'.padStart(6)} ${'cpu ms'.padStart(7)}  floor`,
    );
    const routes = [
      BARE_ROUTE,
      FLOOR_ROUTES.kv,
      FLOOR_ROUTES['kv+d1'],
      ...BENCH_ROUTES.slice(1).filter(
        (route) => !flags.only || flags.only.split(',').some((text) => route.name.includes(text)),
      ),
    ];
    const measureInRounds = measurer(url, {
      connections: Number(flags.connections),
      duration: Number(flags.duration),
      rounds: Number(flags.rounds),
    });
    const results: Record<string, Figures> = {};
    const failed: string[] = [];
    for (const route of routes) {
      // A failing route is reported and left out of the JSON; the others are still measured, the run fails at the end.
      const figures = await measureInRounds(route, route.as ? cookies[route.as] : undefined).catch(
        (error: Error) => {
          failed.push(`${route.name}: ${error.message}`);
          console.log(`${route.name.padEnd(40)} failed: ${error.message}`);
        },
      );
      if (!figures) continue;
      results[route.name] = figures;
      console.log(
        `${route.name.padEnd(40)} ${figures.rps.toFixed(0).padStart(7)} ${String(figures.p50).padStart(7)} ` +
          `${String(figures.p99).padStart(7)} ${figures.ratio.toFixed(2).padStart(6)} ` +
          `${(figures.cpuMs?.toFixed(3) ?? '—').padStart(7)}  ` +
          `${figures.floorRatio.toFixed(2)} of ${FLOOR_LABEL[route.floor]}`,
      );
    }
    if (flags.json) {
      writeFileSync(flags.json, `${JSON.stringify(results, null, 2)}\n`);
      console.log(`\nFigures written to ${flags.json}`);
    }
    if (failed.length > 0) throw new Error(`\n${failed.length} routes failed:\n${failed.join('\n')}`);
  } finally {
    await mf.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
