import { createRouter } from '../lib/router';
import { sharedJson } from '../lib/shared-answers';
import { readManifest } from './remotes';

export { MANIFEST_KEY } from './remotes';

/**
 * GET /mf-manifest.json: where the shell finds each remote at run time. KV wins over the REMOTES var, so a
 * remote's deployment (or rollback) is one KV write. `no-cache` with an ETag: the shell's browser revalidates it on
 * every start (a 304 when unchanged), so a deployment takes effect as soon as the Worker serves it.
 */
export const manifestRoutes = createRouter().get('/mf-manifest.json', async (c) =>
  sharedJson(c, await readManifest(c.env)),
);
