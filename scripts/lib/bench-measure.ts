// How `npm run bench` (scripts/bench.ts) measures one route: autocannon on loopback, in rounds beside the bare route
// and the route's floor, with workerd's CPU per request (process-cpu.ts).
import { twilioSignature } from '@app/twilio-local';
import autocannon from 'autocannon';
import { BASELINE, FLOOR_KV, FLOOR_KV_D1 } from './bench-entry';
import { BENCH_ROUTES, type BenchRoute, type Floor } from './bench-routes';
import { childPids, cpuMillis } from './process-cpu';

/** wrangler.toml's local Twilio auth token, which the Worker checks webhook signatures with. */
const TWILIO_AUTH_TOKEN = 'twilio_local_token';

/** What each floor is called in the output (and in the JSON's route names). */
export const FLOOR_ROUTES: Record<Exclude<Floor, 'bare'>, BenchRoute> = {
  kv: { name: 'floor: 1 KV read', path: FLOOR_KV, floor: 'kv' },
  'kv+d1': { name: 'floor: 1 KV read + 1 D1 select', path: FLOOR_KV_D1, floor: 'kv+d1' },
};
export const FLOOR_LABEL: Record<Floor, string> = { bare: 'bare', kv: 'KV', 'kv+d1': 'KV+1 select' };
export const BARE_ROUTE = BENCH_ROUTES[0] as BenchRoute;
const FLOOR_OF: Record<Floor, BenchRoute> = { bare: BARE_ROUTE, ...FLOOR_ROUTES };

/**
 * `cpuMs`: workerd's CPU per request, the Worker's and the local KV's and D1's together (absent without /proc,
 * process-cpu.ts). workerd runs them all on one thread, which the bench keeps busy: req/s times cpuMs stays near
 * one second a second, so the ratios are ratios of this cost.
 */
export type Figures = {
  rps: number;
  p50: number;
  p99: number;
  ratio: number;
  floorRatio: number;
  cpuMs?: number;
};

export type MeasureOptions = { connections: number; duration: number; rounds: number };

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const round = (value: number, scale = 100) => Math.round(value * scale) / scale;

/**
 * The measurements of the Worker at `url`, run by Miniflare from this process: workerd's CPU is read from the
 * workerd child running now.
 */
export function measurer(url: string, options: MeasureOptions) {
  const pids = childPids('workerd');
  const workerdCpu = () => (pids.length > 0 ? cpuMillis(pids) : undefined);

  async function measure(route: BenchRoute, cookie: string | undefined) {
    const target = new URL(route.path, url).toString();
    const twilio = route.twilioForm && {
      body: new URLSearchParams(route.twilioForm).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(TWILIO_AUTH_TOKEN, target, route.twilioForm),
      },
    };
    const cpuBefore = workerdCpu();
    const result = await autocannon({
      url: target,
      method: route.method ?? 'GET',
      connections: options.connections,
      duration: options.duration,
      headers: { ...(cookie && { cookie }), ...twilio?.headers },
      body: twilio?.body,
    });
    // A route slower than the duration completes nothing: that is no figure, not 0 req/s.
    if (result.requests.total === 0)
      throw new Error('no request completed within the duration (raise --duration)');
    const bad = result.non2xx + result.errors + result.timeouts;
    if (bad > 0) {
      const statuses = Object.keys(result.statusCodeStats ?? {}).join(', ');
      throw new Error(`${bad} failed requests of ${result.requests.total} (statuses ${statuses || 'none'})`);
    }
    const cpuAfter = workerdCpu();
    const cpuMs =
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : (cpuAfter - cpuBefore) / result.requests.total;
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuMs };
  }

  /**
   * `route` measured in rounds, each the bare route, the route's floor and the route back to back: its req/s and
   * latencies are those of the median round, its ratios the medians of each round's ratios.
   */
  return async function measureInRounds(route: BenchRoute, cookie: string | undefined): Promise<Figures> {
    const runs: Awaited<ReturnType<typeof measure>>[] = [];
    const ratios: number[] = [];
    const floorRatios: number[] = [];
    for (let i = 0; i < options.rounds; i += 1) {
      const bare = route.path === BASELINE ? undefined : await measure(BARE_ROUTE, undefined);
      const floorRoute = FLOOR_OF[route.floor];
      const floor =
        route.floor === 'bare'
          ? bare
          : floorRoute.path === route.path
            ? undefined
            : await measure(floorRoute, undefined);
      const figures = await measure(route, cookie);
      runs.push(figures);
      ratios.push(figures.rps / (bare?.rps ?? figures.rps));
      floorRatios.push(figures.rps / (floor?.rps ?? figures.rps));
    }
    const middle = [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)] ?? runs[0];
    if (!middle) throw new Error('--rounds must be at least 1');
    const cpuMs = runs.every((run) => run.cpuMs !== undefined)
      ? { cpuMs: round(median(runs.map((run) => run.cpuMs ?? 0)), 1000) }
      : {};
    return { ...middle, ratio: round(median(ratios)), floorRatio: round(median(floorRatios)), ...cpuMs };
  };
}
