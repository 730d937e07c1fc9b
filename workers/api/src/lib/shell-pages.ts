import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { isApiPath } from './security-headers';

/**
 * What no route answers: the JSON 404 of docs/architecture.md on the API, otherwise the shell. Its pages (index.html
 * for every client route, and the few files outside /assets) reach the Worker first (wrangler.toml
 * run_worker_first) so that securityHeaders() gives them a CSP naming the remotes of the current manifest;
 * /assets/* is served by the static host directly, with shell/public/_headers.
 */
export async function notFoundOrShell(c: Context<AppEnv>): Promise<Response> {
  const method = c.req.method;
  if (isApiPath(c.req.path) || (method !== 'GET' && method !== 'HEAD')) {
    return c.json({ error: 'Not found' }, 404);
  }
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  // A fetched Response's headers are immutable; a copy lets the middleware set the security headers.
  return new Response(asset.body, asset);
}
