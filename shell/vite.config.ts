import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API = 'http://localhost:8787';

/**
 * The Module Federation bootstrap imports its pendingShares chunk only after the host has started; named in
 * index.html, it downloads with the rest instead of one round trip later (issue 12 §5).
 */
function preloadPendingShares(): Plugin {
  return {
    name: 'preload-pending-shares',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        Object.values(context.bundle ?? {})
          .filter((chunk) => chunk.type === 'chunk' && /(^|\/)pendingShares-[\w-]+\.js$/.test(chunk.fileName))
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head' as const,
          })),
    },
  };
}

// The shell: a Module-Federation host with no remote known at build time. The remotes come from
// GET /mf-manifest.json at run time (src/features/remotes/api/load-remote-app.ts, docs/architecture.md).
export default defineConfig({
  plugins: [
    react(),
    preloadPendingShares(),
    federation({
      name: 'shell',
      remotes: {},
      // The same singletons as every remote: one React, one router, one i18next for the whole page.
      shared: {
        react: { singleton: true },
        'react-dom': { singleton: true },
        'react-router': { singleton: true },
        'react-router-dom': { singleton: true },
        i18next: { singleton: true },
        'react-i18next': { singleton: true },
      },
      // The API Worker answers /mf-manifest.json with the remotes' entries; the shell emits none of its own.
      manifest: false,
      dts: false,
      // The one Module Federation runtime of the page: the remotes are built with externalRuntime and use this one,
      // instead of each downloading its own copy (issue 12 §5).
      experiments: { provideExternalRuntime: true },
    }),
  ],
  build: {
    target: 'esnext',
    // @app/shared's modules only declare (schemas, contracts, helpers): what the first screen does not use is left
    // out of its chunk, so zod and the address checks load with the forms that need them (issue 12 §5).
    rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !/\/shared\/src\//.test(id) } },
  },
  // `vite dev` convenience: the API Worker (wrangler dev) answers the calls and the manifest.
  server: {
    proxy: {
      '/api': API,
      '/admin/api': API,
      '/employee1/api': API,
      '/mf-manifest.json': API,
    },
  },
});
