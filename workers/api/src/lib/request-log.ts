import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

/** An answer slower than this is logged whatever its status. */
export const SLOW_MS = 1000;

/**
 * One line for each answer that needs a look: a server error (5xx) or a slow one (at least SLOW_MS): method, path,
 * status and duration. Every request is already in the platform's own log (Workers' invocation logs; `wrangler dev`
 * prints each one locally), so a line for every request would only repeat it, at about a tenth of a hot read's
 * throughput (docs/decisions.md "Shared answers"). Never the query string, the body or any header: those can carry
 * passwords, reset codes or the session cookie.
 */
export function requestLog() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = Date.now();
    await next();
    const took = Date.now() - started;
    if (c.res.status >= 500 || took >= SLOW_MS)
      console.log(`${c.req.method} ${c.req.path} ${c.res.status} ${took}ms`);
  });
}
