import * as router from '@app/shared/router';
import * as i18next from 'i18next';
import * as react from 'react';
import * as reactI18next from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SHARED_SINGLETONS } from '../../../../../frontends/remote-vite-config';

const VERSIONS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  i18next: '26.7.2',
  'react-i18next': '17.1.13',
  '@app/shared': '0.0.0',
};

let host: typeof import('./federation-host')['host'];

beforeAll(async () => {
  // What shell/vite.config.ts defines for a build.
  vi.stubGlobal('__SHARED_VERSIONS__', VERSIONS);
  ({ host } = await import('./federation-host'));
});

describe('the Module Federation host', () => {
  it("offers every singleton the remotes' builds share, at its version", () => {
    const offered = host.options.shared;
    for (const name of Object.keys(SHARED_SINGLETONS)) expect(offered[name]?.[0]?.version, name).toBeTruthy();
    expect(offered.react?.[0]?.version).toBe('19.3.1');
    expect(offered['@app/shared/router']?.[0]?.version).toBe('0.0.0');
  });

  it("gives a remote that asks for a singleton the shell's own module", async () => {
    const shells: Record<string, object> = {
      react,
      '@app/shared/router': router,
      i18next,
      'react-i18next': reactI18next,
    };
    for (const [name, module] of Object.entries(shells)) {
      const factory = await host.loadShare<object>(name);
      expect(factory ? factory() : undefined, name).toBe(module);
    }
  });

  it('publishes its runtime for the remotes built with externalRuntime', () => {
    expect((globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE).toBeDefined();
  });
});
