import * as router from '@app/shared/router';
import { createInstance } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import * as i18next from 'i18next';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactI18next from 'react-i18next';

// The Module Federation host, loaded only when a screen of a remote is first opened (docs/architecture.md "Remotes
// and the run-time manifest"): a page of the shell alone (`/`, the legal pages, sign-in) never downloads the runtime.
// The shell imports React, the router and i18next itself; here it offers those same instances to the remotes as
// singletons.

/** The versions of the shared packages, as installed for the build (shell/vite.config.ts). */
declare const __SHARED_VERSIONS__: Record<
  'react' | 'react-dom' | 'i18next' | 'react-i18next' | '@app/shared',
  string
>;

/** What the remotes import from the shell (frontends/remote-vite-config.ts SHARED_SINGLETONS), by shared name. */
const PROVIDED: Record<string, { module: object; version: string }> = {
  react: { module: react, version: __SHARED_VERSIONS__.react },
  'react/jsx-runtime': { module: jsxRuntime, version: __SHARED_VERSIONS__.react },
  'react-dom': { module: reactDom, version: __SHARED_VERSIONS__['react-dom'] },
  'react-dom/client': { module: reactDomClient, version: __SHARED_VERSIONS__['react-dom'] },
  '@app/shared/router': { module: router, version: __SHARED_VERSIONS__['@app/shared'] },
  i18next: { module: i18next, version: __SHARED_VERSIONS__.i18next },
  'react-i18next': { module: reactI18next, version: __SHARED_VERSIONS__['react-i18next'] },
};

// Remotes built with externalRuntime take the runtime from here instead of downloading their own copy.
const federationGlobal = runtimeCore.Global as { _FEDERATION_RUNTIME_CORE?: unknown };
federationGlobal._FEDERATION_RUNTIME_CORE ??= runtimeCore;

export const host = createInstance({
  name: 'shell',
  remotes: [],
  shared: Object.fromEntries(
    Object.entries(PROVIDED).map(([name, { module, version }]) => [
      name,
      {
        version,
        lib: () => module,
        shareConfig: { singleton: true, requiredVersion: version },
      },
    ]),
  ),
});
