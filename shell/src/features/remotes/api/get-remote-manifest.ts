import { getJson } from '@app/shared';
import { pageManifest } from '../../../lib/page-data';
import { REMOTE_NAMES, type RemoteName } from '../remote-owners';

export type RemoteManifest = { remotes: Partial<Record<RemoteName, string>> };

/**
 * GET /mf-manifest.json: where each remote's remoteEntry.js lives (docs/architecture.md), as the Worker wrote it into
 * the page (one round trip less before the remote loads), else fetched. A static server may answer a missing file
 * with index.html, so anything but the expected JSON shape is refused.
 */
export async function getRemoteManifest(): Promise<RemoteManifest> {
  const body = pageManifest() ?? (await getJson<unknown>('/mf-manifest.json'));
  const remotes = body && typeof body === 'object' && 'remotes' in body ? body.remotes : undefined;
  if (!remotes || typeof remotes !== 'object') throw new Error('The remote manifest could not be read.');
  const entries: RemoteManifest['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const entry = (remotes as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry) entries[name] = entry;
  }
  return { remotes: entries };
}
