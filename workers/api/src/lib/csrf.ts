import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { fail } from './errors';

const API_PATH = /^\/(admin\/|employee1\/)?api(\/|$)/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed';

/** True when the request visibly comes from another site (docs/architecture.md, Security decisions). */
export function isCrossSite(c: Context): boolean {
  const origin = c.req.header('Origin');
  if (origin !== undefined) {
    return origin !== new URL(c.req.url).origin;
  }
  return c.req.header('Sec-Fetch-Site') === 'cross-site';
}

/**
 * CSRF: a non-GET API request whose Origin is another origin (or, without Origin, whose
 * `Sec-Fetch-Site` is `cross-site`) is refused with 403 before anything runs.
 */
export function crossSiteGuard() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && API_PATH.test(c.req.path) && isCrossSite(c)) {
      fail(403, CROSS_SITE_MESSAGE);
    }
    await next();
  });
}

/**
 * The same check for the few GET calls of spec §7 that change who is signed in (logout, staff log-in-as):
 * a cross-site link must not switch an admin's session.
 */
export function sameSiteOnly() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (isCrossSite(c)) fail(403, CROSS_SITE_MESSAGE);
    await next();
  });
}
