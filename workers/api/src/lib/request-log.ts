import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

/**
 * One line per request: method, path, status and duration. Never the query string, the body or any header:
 * those can carry passwords, reset codes or the session cookie.
 */
export function requestLog() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = Date.now();
    await next();
    console.log(`${c.req.method} ${c.req.path} ${c.res.status} ${Date.now() - started}ms`);
  });
}
