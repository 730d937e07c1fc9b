import { createRouter } from '../lib/router';
import { readRemotes } from './remotes';

export { MANIFEST_KEY } from './remotes';

/**
 * GET /mf-manifest.json: where the shell finds each remote at run time. KV wins over the REMOTES var, so a
 * remote's deployment (or rollback) is one KV write; never cached, so that write takes effect at once.
 */
export const manifestRoutes = createRouter().get('/mf-manifest.json', async (c) => {
  const remotes = await readRemotes(c.env);
  c.header('Cache-Control', 'no-store');
  return c.json({ remotes });
});
