import { config } from '../env';
import { createRouter } from '../lib/router';
import { parseRemotes } from './remotes';

/** KV key a deployment writes the manifest to (docs/architecture.md). */
export const MANIFEST_KEY = 'mf-manifest';

/**
 * GET /mf-manifest.json: where the shell finds each remote at run time. KV wins over the REMOTES var, so a
 * remote's deployment (or rollback) is one KV write; never cached, so that write takes effect at once.
 */
export const manifestRoutes = createRouter().get('/mf-manifest.json', async (c) => {
  const stored = await c.env.KV.get(MANIFEST_KEY);
  const remotes = stored !== null ? parseRemotes(stored) : parseRemotes(config(c.env).REMOTES);
  c.header('Cache-Control', 'no-store');
  return c.json({ remotes });
});
