import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

/** The singletons every remote shares with the shell: one React and one router for the whole page. */
export const SHARED_SINGLETONS = {
  react: { singleton: true },
  'react-dom': { singleton: true },
  'react-router': { singleton: true },
  'react-router-dom': { singleton: true },
};

// The shell loads a remote from another origin: every asset needs CORS headers.
const CROSS_ORIGIN = { strictPort: true, cors: true, headers: { 'Access-Control-Allow-Origin': '*' } };

/**
 * The Vite config of one remote (docs/architecture.md): exposes ./App as remoteEntry.js and shares React and
 * the router with the shell. A relative base lets chunks resolve against remoteEntry.js wherever it is deployed.
 */
export function remoteViteConfig(name: string, port: number): UserConfig {
  return defineConfig({
    base: './',
    plugins: [
      react(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes: { './App': './src/app.tsx' },
        shared: SHARED_SINGLETONS,
        manifest: true,
        dts: false,
      }),
    ],
    build: { target: 'esnext' },
    server: { port, ...CROSS_ORIGIN },
    preview: { port, ...CROSS_ORIGIN },
  });
}
