import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { fail } from './errors';

const API_PATH = /^\/(admin\/|employee1\/)?api(\/|$)/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed';

/**
 * `Sec-Fetch-Site` values of a request that another origin made: another site, or another origin of the same site (a
 * sibling subdomain, another port), whose requests still carry our SameSite=Lax cookies.
 */
const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

/**
 * True when the request visibly comes from another origin (docs/architecture.md, Security decisions): its Origin, or
 * without one, the browser's `Sec-Fetch-Site`. Neither (an older browser, a typed address: `none`) passes.
 */
export function isFromAnotherOrigin(c: Context): boolean {
  const origin = c.req.header('Origin');
  if (origin !== undefined) {
    return origin !== new URL(c.req.url).origin;
  }
  return FOREIGN_FETCH_SITES.has(c.req.header('Sec-Fetch-Site') ?? '');
}

/** CSRF: a non-GET API request from another origin (isFromAnotherOrigin) is refused with 403 before anything runs. */
export function crossSiteGuard() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && API_PATH.test(c.req.path) && isFromAnotherOrigin(c)) {
      fail(403, CROSS_SITE_MESSAGE);
    }
    await next();
  });
}

/**
 * The same check for the few GET calls of spec §7 that change something (logout, staff log-in-as, the secret code's
 * reset, a PaymentIntent): a link from another origin must not switch an admin's session or act for the caller.
 */
export function sameOriginOnly() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (isFromAnotherOrigin(c)) fail(403, CROSS_SITE_MESSAGE);
    await next();
  });
}
