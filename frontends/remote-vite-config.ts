import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { headersFilePlugin } from '../scripts/lib/headers-file';

/**
 * The singletons every remote shares with the shell: one React, one router and one i18next (with its React binding)
 * for the whole page, so a language chosen in the header reaches every remote (issue 13 §1).
 */
export const SHARED_SINGLETONS = {
  react: { singleton: true },
  'react-dom': { singleton: true },
  'react-router': { singleton: true },
  'react-router-dom': { singleton: true },
  i18next: { singleton: true },
  'react-i18next': { singleton: true },
};

// The shell loads a remote from another origin: every asset needs CORS headers. `vite preview` takes them, with the
// security headers, from the build's _headers file (public/_headers), as the static host does in production.
const CROSS_ORIGIN = { strictPort: true, cors: true };

/**
 * The Vite config of one remote (docs/architecture.md): exposes ./App as remoteEntry.js and shares React and
 * the router with the shell. A relative base lets chunks resolve against remoteEntry.js wherever it is deployed.
 */
export function remoteViteConfig(name: string, port: number): UserConfig {
  return defineConfig({
    base: './',
    plugins: [
      react(),
      headersFilePlugin(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes: { './App': './src/app.tsx' },
        shared: SHARED_SINGLETONS,
        manifest: true,
        dts: false,
        // The Module Federation runtime comes from the shell (provideExternalRuntime there), so a page does not
        // download it twice (19 KB gzipped, issue 12 §5). MF_STANDALONE=1 keeps a copy in the build, for the
        // remote's own index.html without the shell.
        experiments: { externalRuntime: process.env.MF_STANDALONE !== '1' },
      }),
    ],
    build: { target: 'esnext' },
    server: { port, ...CROSS_ORIGIN, headers: { 'Access-Control-Allow-Origin': '*' } },
    preview: { port, ...CROSS_ORIGIN },
  });
}
