import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** A Hono app typed with the Worker's bindings and variables: one per domain, mounted by `createApp()`. */
export function createRouter() {
  return new Hono<AppEnv>();
}

/** The three kinds of user by URL (spec §1): plain, admin and employee1. */
export const PREFIXES = ['/', '/admin', '/employee1'] as const;
/** The staff's prefixes: DESIGN.md's calls for EMPLOYEE1 or ADMIN exist only there (no plain `/api` copy). */
export const STAFF_PREFIXES = ['/admin', '/employee1'] as const;

/**
 * Mounts `routes` (written as `/api/…`) under every prefix, for the spec §7 `{prefix}/api/…` calls. The /admin/api
 * and /employee1/api guards of createApp apply to the prefixed copies as to any other route there.
 * @example mountUnderEveryPrefix(app, filePrefixedRoutes) // POST /api/uploadfile, /admin/api/uploadfile, …
 */
export function mountUnderEveryPrefix(app: Router, routes: Router) {
  for (const prefix of PREFIXES) app.route(prefix, routes);
}

/**
 * Mounts `routes` (written as `/api/…`) under /admin and /employee1 only, for the staff's `{prefix}/api/…` calls:
 * the prefix guards of createApp decide the role, and the plain `/api/…` is the JSON 404.
 * @example mountUnderStaffPrefixes(app, inmateListRoutes) // GET /admin/api/getinmates, /employee1/api/getinmates
 */
export function mountUnderStaffPrefixes(app: Router, routes: Router) {
  for (const prefix of STAFF_PREFIXES) app.route(prefix, routes);
}

export type Router = ReturnType<typeof createRouter>;
