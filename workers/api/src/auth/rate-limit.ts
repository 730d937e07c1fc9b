import type { Context } from 'hono';
import type { AppEnv } from '../env';

// docs/architecture.md: failed sign-ins are counted in KV per username and per client address; after 5
// failures within 15 minutes, further attempts answer 429 until the window passes.

export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 15 * 60;
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts, try again later';

type Counter = { count: number /** epoch seconds */; resetAt: number };

/** The caller's address as Cloudflare reports it; requests without one (tests, scripts) share one counter. */
export function clientAddress(c: Context): string {
  return c.req.header('CF-Connecting-IP') ?? 'unknown';
}

function counterKeys(username: string, address: string): string[] {
  return [`login-failures:user:${username.toLowerCase()}`, `login-failures:ip:${address}`];
}

async function readCounter(kv: KVNamespace, key: string, now: number): Promise<Counter | null> {
  const value = await kv.get<Counter>(key, 'json');
  return value && value.resetAt > now ? value : null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** True when the username or the address has used up its failures for the current window. */
export async function isSignInLocked(c: Context<AppEnv>, username: string): Promise<boolean> {
  const now = nowSeconds();
  const counters = await Promise.all(
    counterKeys(username, clientAddress(c)).map((key) => readCounter(c.env.KV, key, now)),
  );
  return counters.some((counter) => counter !== null && counter.count >= MAX_FAILURES);
}

/** Counts one failed sign-in against the username and the address. */
export async function recordSignInFailure(c: Context<AppEnv>, username: string): Promise<void> {
  const now = nowSeconds();
  await Promise.all(
    counterKeys(username, clientAddress(c)).map(async (key) => {
      const current = await readCounter(c.env.KV, key, now);
      const next: Counter = current
        ? { count: current.count + 1, resetAt: current.resetAt }
        : { count: 1, resetAt: now + WINDOW_SECONDS };
      // KV needs an expiration at least 60 s ahead; the window itself is decided by resetAt.
      await c.env.KV.put(key, JSON.stringify(next), { expiration: Math.max(next.resetAt, now + 60) });
    }),
  );
}

/** A successful sign-in forgives the username's failures (not the address's: it may be guessing others). */
export async function clearSignInFailures(c: Context<AppEnv>, username: string): Promise<void> {
  const [userKey] = counterKeys(username, clientAddress(c));
  if (userKey) await c.env.KV.delete(userKey);
}
