import type { RemoteAppProps } from '@app/shared';
import type { ComponentType } from 'react';
import { type RemoteName, remoteOfPage } from '../remote-owners';
import { getRemoteManifest } from './get-remote-manifest';

export type RemoteAppModule = { default: ComponentType<RemoteAppProps> };

type FederationHost = typeof import('./federation-host')['host'];

let registration: Promise<FederationHost> | undefined;

/**
 * Starts the Module Federation host (federation-host.ts, its own chunk) and registers every remote of the run-time
 * manifest once; a failed attempt is forgotten so Retry refetches.
 */
function registerFromManifest(): Promise<FederationHost> {
  registration ??= Promise.all([import('./federation-host'), getRemoteManifest()]).then(
    ([{ host }, { remotes }]) => {
      host.registerRemotes(
        Object.entries(remotes).map(([name, entry]) => ({ name, entry, type: 'module' as const })),
      );
      return host;
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
  const host = await registerFromManifest();
  const module = await host.loadRemote<Partial<RemoteAppModule>>(`${name}/App`);
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
