import { parseArgs } from 'node:util';
import { type CallRequest, callRequestSchema, firstIssue } from './call-request';
import { DEFAULT_WORKER_URL, type Simulation } from './simulate';

// The flags of `npm run call` and what it prints (call-cli.ts runs them).

export const USAGE = `Usage: npm run call -- --from <jail phone> --to <inmate number> --code <secret code> --minutes <N>
                     [--friend-accepts | --friend-declines] [--choice 1|2|3] [--worker http://localhost:8787]
Example (the demo data): npm run call -- --from 15555550199 --to +15555550100 --code 482913 --minutes 3`;

export type ParsedCallArgs =
  | { ok: true; request: CallRequest & { worker: string } }
  | { ok: false; message: string };

/** Reads and checks the flags; `env` gives WORKER_URL when --worker is not given. */
export function parseCallArgs(argv: string[], env: Record<string, string | undefined> = {}): ParsedCallArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        code: { type: 'string' },
        minutes: { type: 'string' },
        'friend-accepts': { type: 'boolean' },
        'friend-declines': { type: 'boolean' },
        choice: { type: 'string' },
        worker: { type: 'string' },
      },
    }).values;
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
  for (const flag of ['from', 'to', 'code', 'minutes']) {
    if (values[flag] === undefined) return { ok: false, message: `--${flag} is required` };
  }
  if (values['friend-accepts'] && values['friend-declines']) {
    return { ok: false, message: 'Give --friend-accepts or --friend-declines, not both' };
  }
  const minutesText = String(values.minutes).trim();
  const minutes = /^\d+(\.\d+)?$/.test(minutesText) ? Number(minutesText) : Number.NaN;
  if (Number.isNaN(minutes))
    return { ok: false, message: `--minutes must be a number, not "${minutesText}"` };
  const parsed = callRequestSchema.safeParse({
    from: values.from,
    to: values.to,
    code: values.code,
    minutes,
    friend: values['friend-declines'] ? 'declines' : 'accepts',
    choice: values.choice,
    worker: values.worker ?? (env.WORKER_URL || DEFAULT_WORKER_URL),
  });
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
  return { ok: true, request: { ...parsed.data, worker: parsed.data.worker ?? DEFAULT_WORKER_URL } };
}

/** The steps, then the result in the product's units: credits with one decimal, dollars with cents. */
export function formatSimulation(simulation: Simulation): string {
  const { result } = simulation;
  return [
    ...simulation.steps.map((step) => `  ${step}`),
    '',
    `Call ${result.callSid}: ${result.status}${result.serviceType ? `, ${result.serviceType}` : ''}`,
    `Minutes: ${result.minutes}`,
    `Credits charged: ${result.creditsCharged.toFixed(1)}`,
    `Friend earned: $${result.friendEarned.toFixed(2)}${result.friendId !== null ? ` (friend ${result.friendId})` : ''}`,
  ].join('\n');
}
