import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API = 'http://localhost:8787';

// The shell: a Module-Federation host with no remote known at build time. The remotes come from
// GET /mf-manifest.json at run time (src/features/remotes/api/load-remote-app.ts, docs/architecture.md).
export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'shell',
      remotes: {},
      // The same singletons as every remote: one React, one router for the whole page.
      shared: {
        react: { singleton: true },
        'react-dom': { singleton: true },
        'react-router': { singleton: true },
        'react-router-dom': { singleton: true },
      },
      // The API Worker answers /mf-manifest.json with the remotes' entries; the shell emits none of its own.
      manifest: false,
      dts: false,
    }),
  ],
  build: { target: 'esnext' },
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
