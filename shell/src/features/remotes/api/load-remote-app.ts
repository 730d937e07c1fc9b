import type { RemoteAppProps } from '@app/shared';
// The vite plugin's host init calls `init()` of this same module, so these calls use its instance
// (and its share scope, where the shell provides react, react-dom and the router as singletons).
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import { type RemoteName, remoteOfPage } from '../remote-owners';
import { getRemoteManifest } from './get-remote-manifest';

export type RemoteAppModule = { default: ComponentType<RemoteAppProps> };

let registration: Promise<void> | undefined;

/** Registers every remote of the run-time manifest once; a failed attempt is forgotten so Retry refetches. */
function registerFromManifest(): Promise<void> {
  registration ??= getRemoteManifest().then(
    ({ remotes }) => {
      registerRemotes(
        Object.entries(remotes).map(([name, entry]) => ({ name, entry, type: 'module' as const })),
      );
    },
    (error: unknown) => {
      registration = undefined;
      throw error;
    },
  );
  return registration;
}

/** Loads `<name>/App` (the remote's `./App`): manifest → registerRemotes → loadRemote. */
export async function loadRemoteApp(name: RemoteName): Promise<RemoteAppModule> {
  await registerFromManifest();
  const module = await loadRemote<Partial<RemoteAppModule>>(`${name}/App`);
  if (!module?.default) throw new Error(`The remote "${name}" did not provide ./App.`);
  return { default: module.default };
}

/**
 * Starts loading the remote of the page's first screen at once, so its entry runs while React renders the shell
 * (issue 12 §5); RemoteScreen's own call then finds it loaded, or reports the failure with Retry.
 */
export function startRemoteOfPage(pathname: string): void {
  const name = remoteOfPage(pathname);
  if (name) loadRemoteApp(name).catch(() => undefined);
}
