import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { headersFilePlugin } from '../scripts/lib/headers-file';

/**
 * The singletons every remote shares with the shell: one React, one router and one i18next (with its React binding)
 * for the whole page, so a language chosen in the header reaches every remote (issue 13 §1).
 */
export const SHARED_SINGLETONS = {
  react: { singleton: true },
  'react-dom': { singleton: true },
  '@app/shared/router': { singleton: true },
  i18next: { singleton: true },
  'react-i18next': { singleton: true },
};

// The shell loads a remote from another origin: every asset needs CORS headers. `vite preview` takes them, with the
// security headers, from the build's _headers file (public/_headers), as the static host does in production.
const CROSS_ORIGIN = { strictPort: true, cors: true };

/** The remote's own namespace catalogues (src/messages/en.ts, es.ts): `i18n-en-<hash>.js`, so the Worker finds them. */
const CATALOGUE_MODULE = /\/src\/messages\/([a-z]{2})\.ts$/;

type Chunk = { type: string; fileName: string; facadeModuleId?: string | null };

/**
 * Lists in mf-manifest.json, among the chunks `./App` needs at once (`sync`), the small chunk remoteEntry.js imports
 * for it (it re-exports the App module's chunk, which is listed): the Worker names the list in preload links,
 * so that chunk no longer waits for the remote's start-up (issue 12 §5, docs/architecture.md "The first paint").
 */
function exposeChunkInManifest(): Plugin {
  return {
    name: 'expose-chunk-in-manifest',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const manifest = bundle['mf-manifest.json'];
        if (manifest?.type !== 'asset') return;
        const exposeChunks = (Object.values(bundle) as Chunk[])
          .filter((file) => file.type === 'chunk' && /\/src\/app\.tsx$/.test(file.facadeModuleId ?? ''))
          .map((file) => file.fileName);
        const data = JSON.parse(String(manifest.source)) as {
          exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
        };
        const sync = data.exposes?.find((expose) => expose.path === './App')?.assets?.js?.sync;
        if (!sync) return;
        for (const file of exposeChunks) if (!sync.includes(file)) sync.push(file);
        manifest.source = JSON.stringify(data);
      },
    },
  };
}

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
      exposeChunkInManifest(),
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
    build: {
      target: 'esnext',
      rollupOptions: {
        output: {
          chunkFileNames: (chunk) => {
            const language = CATALOGUE_MODULE.exec(chunk.facadeModuleId?.replace(/\\/g, '/') ?? '')?.[1];
            return language ? `assets/i18n-${language}-[hash].js` : 'assets/[name]-[hash].js';
          },
        },
      },
    },
    server: { port, ...CROSS_ORIGIN, headers: { 'Access-Control-Allow-Origin': '*' } },
    preview: { port, ...CROSS_ORIGIN },
  });
}
