import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startStripeLocal } from '@app/stripe-local';
import { seedDemoPhoto } from './demo-photo';
import { LOCAL_STRIPE_ORIGIN_VAR } from './headers-file';
import { portSetting } from './port-setting';
import { run, startProcess, stopProcess, waitForUrl, wranglerEnv } from './run';

export const REMOTE_NAMES = ['offers', 'account', 'friends', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The ports of docs/architecture.md; `npm start` uses these, the end-to-end tests their own. */
export const DEFAULT_PORTS = {
  api: portSetting('PORT', 8787),
  remotes: { offers: 5101, account: 5102, friends: 5103, admin: 5104 } as Record<RemoteName, number>,
  /** The local Stripe-compatible server (stripe-mock's port). */
  stripe: 12111,
};

/**
 * Real Stripe test keys in the environment (STRIPE_SECRET_KEY=sk_test_…, STRIPE_PUBLISHABLE_KEY=pk_test_…,
 * STRIPE_WEBHOOK_SECRET=whsec_… from `stripe listen`) make the stack talk to Stripe itself instead of the local server.
 */
export function realStripeKeys(): Record<string, string> | undefined {
  const secret = process.env.STRIPE_SECRET_KEY;
  if (!secret || secret === 'sk_test_local') return undefined;
  return {
    STRIPE_SECRET_KEY: secret,
    STRIPE_PUBLISHABLE_KEY: process.env.STRIPE_PUBLISHABLE_KEY ?? '',
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET ?? '',
    // Stripe's own host: the adapter then uses the SDK's defaults and the browser the real Stripe.js.
    STRIPE_API_HOST: 'api.stripe.com',
  };
}

export type StackOptions = {
  apiPort: number;
  remotePorts: Record<RemoteName, number>;
  /** Folder of the local D1/KV/R2 state (wrangler's --persist-to). */
  persistTo: string;
  /** Port of the local Stripe-compatible server (scripts/stripe-local); unused with real Stripe keys. */
  stripePort: number;
  /**
   * Port of the local Twilio-compatible server (scripts/twilio-local) the Worker's Twilio adapter calls
   * (TWILIO_API_BASE); wrangler.toml's 12112 when absent. The caller starts that server.
   */
  twilioPort?: number;
  log?: (line: string) => void;
};

export function remoteEntries(remotePorts: Record<RemoteName, number>): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `http://localhost:${remotePorts[name]}/remoteEntry.js`]),
  ) as Record<RemoteName, string>;
}

/** Applies the migrations to the local D1 and seeds the demo data (idempotent). */
export async function prepareDatabase(persistTo: string, extraInmates = 0): Promise<void> {
  mkdirSync(persistTo, { recursive: true });
  const local = ['--local', '--persist-to', persistTo];
  await run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', ...local], {
    env: { ...wranglerEnv, CI: 'true' },
    quiet: true,
  });
  const seedFile = join(persistTo, 'seed.sql');
  await run(
    'npx',
    ['tsx', 'workers/api/scripts/seed.ts', '--out', seedFile, '--extra-inmates', String(extraInmates)],
    {
      quiet: true,
    },
  );
  await run('npx', ['wrangler', 'd1', 'execute', 'DB', ...local, '--file', seedFile], {
    env: { ...wranglerEnv, CI: 'true' },
    quiet: true,
  });
  await seedDemoPhoto(persistTo);
}

/** Starts the API Worker (with the shell's assets) and each remote on its own origin; resolves when all answer. */
export async function startStack(options: StackOptions): Promise<{ stop: () => void; apiUrl: string }> {
  const log = options.log ?? (() => {});
  const children: ChildProcess[] = [];
  let stopStripe: (() => Promise<void>) | undefined;
  const stop = () => {
    for (const child of children) stopProcess(child);
    void stopStripe?.();
  };
  try {
    const apiUrl = `http://localhost:${options.apiPort}`;
    const realKeys = realStripeKeys();
    const stripeVars = realKeys ?? { STRIPE_API_PORT: String(options.stripePort) };
    if (!realKeys) {
      // Events are signed with wrangler.toml's STRIPE_WEBHOOK_SECRET and retried until the Worker answers.
      const stripe = await startStripeLocal({
        port: options.stripePort,
        webhookUrl: `${apiUrl}/api/stripe/webhook`,
        webhookSecret: 'whsec_local',
        // The demo inmate's card on file (workers/api/src/dev/seed.ts), so its card-on-file charges work locally.
        customers: [
          { customerId: 'cus_demo_inmate1', paymentMethodId: 'pm_demo_visa', email: 'inmate1@example.com' },
        ],
        log: (line) => log(`[stripe] ${line}`),
      });
      stopStripe = stripe.stop;
    }
    for (const name of REMOTE_NAMES) {
      const port = String(options.remotePorts[name]);
      children.push(
        startProcess('npx', ['vite', 'preview', '--port', port, '--strictPort'], {
          cwd: join('frontends', name),
          // The remotes' CSP (their _headers) admits the local Stripe stand-in where it admits Stripe.
          env: realKeys
            ? process.env
            : { ...process.env, [LOCAL_STRIPE_ORIGIN_VAR]: `http://localhost:${options.stripePort}` },
          onLine: (line) => log(`[${name}] ${line}`),
        }),
      );
    }
    const remotes = JSON.stringify(remoteEntries(options.remotePorts));
    children.push(
      startProcess(
        'npx',
        [
          'wrangler',
          'dev',
          '--port',
          String(options.apiPort),
          '--persist-to',
          options.persistTo,
          '--var',
          `REMOTES:${remotes}`,
          ...Object.entries(stripeVars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
          ...(options.twilioPort ? ['--var', `TWILIO_API_BASE:http://localhost:${options.twilioPort}`] : []),
          '--show-interactive-dev-session=false',
        ],
        { env: wranglerEnv, onLine: (line) => log(`[api] ${line}`) },
      ),
    );
    await Promise.all([
      waitForUrl(`${apiUrl}/api/session`, 90_000),
      ...REMOTE_NAMES.map((name) => waitForUrl(remoteEntries(options.remotePorts)[name], 60_000)),
    ]);
    return { stop, apiUrl };
  } catch (error) {
    stop();
    throw error;
  }
}
