// `npm run bench`: the API Worker on Miniflare with a generated data set, loaded by autocannon on loopback.
// Each route's throughput is reported as a ratio to a bare baseline route served by the same runtime, so the
// figures compare across machines. Flags: --inmates N and --calls N (data size: by default 10,000 generated inmates and
// 200,000 call records, issue 10's real size of a facility group), --duration S, --connections C.
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Miniflare } from 'miniflare';
import { seedStatements } from '../workers/api/src/dev/seed';
import { run, wranglerEnv } from './lib/run';

const { values: flags } = parseArgs({
  options: {
    inmates: { type: 'string', default: '10000' },
    calls: { type: 'string', default: '200000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
});

const BUILD_DIR = '.wrangler/bench-build';
const BASELINE = '/__baseline';
/** wrangler.toml's local Twilio auth token, which the Worker checks webhook signatures with. */
const TWILIO_AUTH_TOKEN = 'twilio_local_token';

/** X-Twilio-Signature: base64 HMAC-SHA1 of the URL and the parameters' names and values sorted by name. */
function twilioSignature(token: string, url: string, form: Record<string, string>): string {
  const data = Object.keys(form)
    .sort()
    .reduce((text, name) => text + name + form[name], url);
  return createHmac('sha1', token).update(data).digest('base64');
}

type Route = {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  as?: 'inmate' | 'friend' | 'staff' | 'employee1';
  /** A Twilio webhook: these form parameters, POSTed with the X-Twilio-Signature Twilio would send. */
  twilioForm?: Record<string, string>;
};

// Later issues add their routes here.
const ROUTES: Route[] = [
  { name: 'baseline (bare route)', path: BASELINE },
  { name: 'GET /mf-manifest.json', path: '/mf-manifest.json' },
  { name: 'GET /api/session (anonymous)', path: '/api/session' },
  { name: 'GET /api/session (inmate)', path: '/api/session', as: 'inmate' },
  { name: 'GET /api/session (staff)', path: '/api/session', as: 'staff' },
  { name: 'GET /api/getactiveoffers', path: '/api/getactiveoffers' },
  { name: 'GET /api/getinmatedetail', path: '/api/getinmatedetail', as: 'inmate' },
  { name: 'GET /api/getservicesforinmate', path: '/api/getservicesforinmate', as: 'inmate' },
  // The intro is sanitised on every read (friends/intro.ts): its cost shows here.
  { name: 'GET /api/getfriendintro', path: '/api/getfriendintro' },
  { name: 'GET /api/getfrienddetail', path: '/api/getfrienddetail', as: 'friend' },
  // Manage Inmates over the whole data set (inmates-list/queries.ts): a first page, a far page, a search, last use.
  { name: 'GET getinmates (page 1 of 50)', path: '/admin/api/getinmates', as: 'staff' },
  { name: 'GET getinmates (offset 9000)', path: '/employee1/api/getinmates?offset=9000', as: 'employee1' },
  { name: 'GET getinmates (q=inmateab)', path: '/admin/api/getinmates?q=inmateab', as: 'staff' },
  { name: 'GET getinmates (sort=-lastUsed)', path: '/admin/api/getinmates?sort=-lastUsed', as: 'staff' },
  // The incoming facility call (telephony/call-flow.ts): signature, two number look-ups, the call row, the greeting.
  // The same CallSid each time, as Twilio's retries: the row is inserted once, the answer is the same TwiML.
  {
    name: 'POST /api/telephony/voice (signed)',
    path: '/api/telephony/voice',
    method: 'POST',
    twilioForm: {
      AccountSid: 'ACLOCAL',
      CallSid: 'CA0123456789abcdef0123456789abcdef',
      From: '15555550199',
      To: '+15555550100',
      CallStatus: 'ringing',
      Direction: 'inbound',
      ApiVersion: '2010-04-01',
    },
  },
];

function wrapperModule() {
  // The bare route answers before Hono, from the same Worker and runtime.
  return `import worker from './index.js';
export default {
  ...worker,
  fetch(request, env, ctx) {
    if (new URL(request.url).pathname === '${BASELINE}') {
      return new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } });
    }
    return worker.fetch(request, env, ctx);
  },
};`;
}

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

async function signIn(url: string, path: string, username: string, password: string): Promise<string> {
  const response = await fetch(new URL(path, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function measure(url: string, route: Route, cookie: string | undefined) {
  const target = new URL(route.path, url).toString();
  const twilio = route.twilioForm && {
    body: new URLSearchParams(route.twilioForm).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(TWILIO_AUTH_TOKEN, target, route.twilioForm),
    },
  };
  const result = await autocannon({
    url: target,
    method: route.method ?? 'GET',
    connections: Number(flags.connections),
    duration: Number(flags.duration),
    headers: { ...(cookie && { cookie }), ...twilio?.headers },
    body: twilio?.body,
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${route.name}: ${bad} failed requests of ${result.requests.total}`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  console.log('Bundling the API Worker …');
  await run('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', BUILD_DIR], {
    env: wranglerEnv,
    quiet: true,
  });
  const mf = new Miniflare({
    host: '127.0.0.1',
    port: 0,
    modules: [
      { type: 'ESModule', path: join(BUILD_DIR, 'bench-entry.mjs'), contents: wrapperModule() },
      {
        type: 'ESModule',
        path: join(BUILD_DIR, 'index.js'),
        contents: readFileSync(join(BUILD_DIR, 'index.js')),
      },
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
  });
  try {
    const url = (await mf.ready).toString();
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
    const cookies = {
      inmate: await signIn(url, '/api/logininmate', 'inmate1', 'Inmate#2026x'),
      friend: await signIn(url, '/api/loginfriend', 'friend1', 'Friend#2026x'),
      staff: await signIn(url, '/api/loginstaff', 'admin', 'Admin#2026x'),
      employee1: await signIn(url, '/api/loginstaff', 'staff', 'Staff#2026x'),
    };

    console.log(`autocannon: ${flags.connections} connections, ${flags.duration} s per route\n`);
    console.log(
      `${'route'.padEnd(34)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  ratio`,
    );
    let baseline = 0;
    for (const route of ROUTES) {
      const figures = await measure(url, route, route.as ? cookies[route.as] : undefined);
      if (route.path === BASELINE) baseline = figures.rps;
      const ratio = baseline ? (figures.rps / baseline).toFixed(2) : '-';
      console.log(
        `${route.name.padEnd(34)} ${figures.rps.toFixed(0).padStart(9)} ${String(figures.p50).padStart(7)} ${String(figures.p99).padStart(7)}  ${ratio}`,
      );
    }
  } finally {
    await mf.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
