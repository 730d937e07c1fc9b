// `npm run load` (issue 12 item 4): virtual users on loopback against `npm start`, each a browser of its own (its own
// cookies) running a mix of the product's journeys until the time is up; prints each step's requests, errors, p50 and
// p99, and exits 1 on any error. Flags: --users N (200), --duration S (60), --url (http://localhost:8787),
// --think MS (1000: the mean pause of a virtual user between two journeys, as a person reads a screen; 0 for none).
//
// The sign-in limits (workers/api/src/auth/rate-limit.ts) count, per account, the checks still running plus the
// failures: more than 10 at once on one account answer 429, as they should for a guesser. So the mix signs in the way
// people do: every virtual user signs in once and keeps its session; the families sign in as inmates they registered
// themselves (one account each), and the staff users sign in as admin or staff (EMPLOYEE1) at most 4 at a time per
// account, their colleagues waiting their turn, then keep their sessions for the whole run.
import { parseArgs } from 'node:util';
import { CookieJar } from './lib/cookie-jar';
import { StepStats } from './lib/latency-stats';

const { values: flags } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    url: { type: 'string', default: 'http://localhost:8787' },
    think: { type: 'string', default: '1000' },
  },
});

const USERS = Number(flags.users);
const DURATION_MS = Number(flags.duration) * 1000;
const BASE = flags.url;
/** A person reads between two screens: each virtual user pauses 0.5–1.5 × this many ms after each journey. */
const THINK_MS = Number(flags.think);
const think = () => new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + Math.random())));
/** A request slower than this counts as an error. */
const TIMEOUT_MS = 30_000;
/** Virtual users start over this long, as visitors arrive, not all in the same millisecond. */
const RAMP_MS = Math.min(5_000, DURATION_MS / 4);
/** Every tenth virtual user is staff; the others are families and inmates. */
const STAFF_EVERY = 10;
/** Concurrent sign-ins per staff account: well under the 10 the limits allow, whatever else signs in. */
const STAFF_SIGN_INS = 4;
const PASSWORD = 'Sunny#2026x';
const RUN = Date.now().toString(36);

const stats = new Map<string, StepStats>();
function statsOf(name: string): StepStats {
  const known = stats.get(name);
  if (known) return known;
  const fresh = new StepStats();
  stats.set(name, fresh);
  return fresh;
}

type Call = { method?: 'GET' | 'POST'; json?: unknown };

/**
 * wrangler dev's own proxy (npm start), not the Worker: when its hop to workerd loses the connection it answers a
 * POST with this 503 and retries a GET by itself (workers-sdk issues #14641, #14960; "worker never restarted").
 * The load retries such a POST (up to 3 times), as the proxy does for GETs, and counts the retries apart from the
 * product's errors. A retry of a request the Worker did handle would show as an error (e.g. 409 username taken).
 */
const DEV_PROXY_DROP = 'Your worker restarted mid-request';
const DEV_PROXY_RETRIES = 3;
let devProxyRetries = 0;

async function send(path: string, jar: CookieJar, call: Call): Promise<Response> {
  const cookie = jar.header();
  return fetch(new URL(path, BASE), {
    method: call.method ?? (call.json === undefined ? 'GET' : 'POST'),
    headers: {
      ...(cookie && { cookie }),
      ...(call.json !== undefined && { 'content-type': 'application/json' }),
    },
    body: call.json === undefined ? undefined : JSON.stringify(call.json),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

/** One request of a step, timed; a network error, a timeout or a status other than 2xx counts as the step's error. */
async function step<T>(name: string, jar: CookieJar, path: string, call: Call = {}): Promise<T | undefined> {
  const started = performance.now();
  try {
    let response = await send(path, jar, call);
    let body = await response.text();
    for (
      let retry = 0;
      retry < DEV_PROXY_RETRIES && response.status === 503 && body.startsWith(DEV_PROXY_DROP);
      retry++
    ) {
      devProxyRetries += 1;
      response = await send(path, jar, call);
      body = await response.text();
    }
    jar.take(response);
    const ms = performance.now() - started;
    if (!response.ok) {
      statsOf(name).fail(ms, `${response.status} ${body.slice(0, 120)}`);
      return undefined;
    }
    statsOf(name).record(ms);
    return (body ? JSON.parse(body) : undefined) as T;
  } catch (error) {
    statsOf(name).fail(performance.now() - started, (error as Error).message);
    return undefined;
  }
}

/** A counting semaphore: at most `size` holders at once, the others wait their turn in order. */
function semaphore(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}

type ActiveOffers = Record<string, { id: number }[]>;
type Credentials = { username: string; password: string };

let registrations = 0;
function newInmate(vu: number) {
  registrations += 1;
  const username = `load${RUN}u${vu}n${registrations}`;
  return {
    firstName: 'Load',
    lastName: 'Tester',
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    reenterPassword: PASSWORD,
  };
}

/** A family: browses offers, registers and selects, signs in once and reads the account. */
async function family(vu: number, until: number) {
  let account: { jar: CookieJar; signedIn: boolean } | undefined;
  let own: Credentials | undefined;
  let offers: ActiveOffers | undefined;

  async function browse() {
    const jar = new CookieJar();
    const [singles] = await Promise.all([
      step<ActiveOffers>('getactiveoffers', jar, '/api/getactiveoffers'),
      step('getactiveaggregateoffers', jar, '/api/getactiveaggregateoffers'),
    ]);
    offers = singles ?? offers;
  }

  /** A new visitor registers an inmate (which signs it in) and selects an offer; the VU keeps the credentials. */
  async function registerAndSelect() {
    const jar = new CookieJar();
    const registration = newInmate(vu);
    const registered = await step('registerinmate', jar, '/api/registerinmate', { json: registration });
    if (registered === undefined) return;
    own ??= { username: registration.username, password: PASSWORD };
    if (!offers) await browse();
    const [type, list] = Object.entries(offers ?? {}).find(([, list]) => list.length > 0) ?? [];
    if (type && list?.[0])
      await step('selectoffers', jar, '/api/selectoffers', { json: { [type]: list[0].id } });
  }

  /** Signs in once as the VU's own inmate, then reads the Account Info screen's calls with that session. */
  async function readAccount() {
    if (!own) await registerAndSelect();
    if (!own) return;
    if (!account?.signedIn) {
      account = { jar: new CookieJar(), signedIn: false };
      account.signedIn =
        (await step('logininmate', account.jar, '/api/logininmate', { json: own })) !== undefined;
      if (!account.signedIn) return;
    }
    const { jar } = account;
    await Promise.all([
      step('getinmatedetail', jar, '/api/getinmatedetail'),
      step('getservicesforinmate', jar, '/api/getservicesforinmate'),
      step('getinmatecalls', jar, '/api/getinmatecalls'),
    ]);
  }

  while (Date.now() < until) {
    const pick = Math.random();
    if (pick < 0.5) await browse();
    else if (pick < 0.7) await registerAndSelect();
    else await readAccount();
    await think();
  }
}

const staffAccounts = [
  { username: 'admin', password: 'Admin#2026x', prefix: '/admin', turn: semaphore(STAFF_SIGN_INS) },
  { username: 'staff', password: 'Staff#2026x', prefix: '/employee1', turn: semaphore(STAFF_SIGN_INS) },
];

/** Staff: signs in once (admin or EMPLOYEE1), then searches Manage Inmates. */
async function staff(vu: number, until: number) {
  const account = staffAccounts[vu % staffAccounts.length] ?? staffAccounts[0];
  if (!account) return;
  const jar = new CookieJar();
  const signedIn = await account.turn(() =>
    step('loginstaff', jar, '/api/loginstaff', {
      json: { username: account.username, password: account.password },
    }),
  );
  if (signedIn === undefined) return;
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  while (Date.now() < until) {
    const q = `inmate${letters[Math.floor(Math.random() * letters.length)]}`;
    await step('getinmates?q=', jar, `${account.prefix}/api/getinmates?q=${q}&limit=50&offset=0`);
    await think();
  }
}

function report(seconds: number): number {
  const rows = [...stats].sort(([a], [b]) => a.localeCompare(b));
  let total = 0;
  let errors = 0;
  console.log(
    `\n${'step'.padEnd(26)} ${'requests'.padStart(9)} ${'errors'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`,
  );
  for (const [name, stepStats] of rows) {
    const { requests, errors: failed, p50, p99 } = stepStats.summary();
    total += requests;
    errors += failed;
    console.log(
      `${name.padEnd(26)} ${String(requests).padStart(9)} ${String(failed).padStart(7)} ${p50.toFixed(0).padStart(7)} ${p99.toFixed(0).padStart(7)}`,
    );
    for (const sample of stepStats.samples) console.log(`  e.g. ${sample}`);
  }
  console.log(
    `\n${total} requests in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)} req/s), ${errors} errors`,
  );
  console.log(`POSTs retried after wrangler dev's proxy dropped them (not the Worker): ${devProxyRetries}`);
  return errors;
}

async function main() {
  try {
    await fetch(new URL('/api/session', BASE), { signal: AbortSignal.timeout(5_000) });
  } catch {
    throw new Error(`${BASE}/api/session does not answer: start the product first (npm start)`);
  }
  console.log(
    `${USERS} virtual users for ${DURATION_MS / 1000} s against ${BASE} (every ${STAFF_EVERY}th is staff; ` +
      `${THINK_MS} ms mean pause between journeys)`,
  );
  const started = Date.now();
  const until = started + DURATION_MS;
  await Promise.all(
    Array.from({ length: USERS }, async (_, vu) => {
      await new Promise((resolve) => setTimeout(resolve, (vu / USERS) * RAMP_MS));
      if (vu % STAFF_EVERY === 0) await staff(vu, until);
      else await family(vu, until);
    }),
  );
  const errors = report((Date.now() - started) / 1000);
  if (errors > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
