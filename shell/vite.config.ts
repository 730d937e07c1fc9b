import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { LANGUAGES } from '../shared/src/i18n/languages';
import { PAGE_DATA_IDS } from './src/lib/page-data-ids';

const API = 'http://localhost:8787';

/**
 * The catalogues of the namespaces the shell loads before its first render (main.tsx: `shell` and `legal`, with
 * @app/shared's `common` and `errors`), as module paths without the language: `${prefix}${language}.ts`.
 */
const FIRST_RENDER_CATALOGUES = [
  '/shell/src/messages/',
  '/shell/src/features/legal/messages/',
  '/shared/src/i18n/messages/common.',
  '/shared/src/i18n/messages/errors.',
];

type OutputChunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[] };

/** A chunk and the chunks it imports statically, at any depth (what must be there before it runs). */
function withImports(bundle: Record<string, { type: string }>, fileName: string, found = new Set<string>()) {
  const chunk = bundle[fileName] as OutputChunk | undefined;
  if (chunk?.type !== 'chunk' || found.has(fileName)) return found;
  found.add(fileName);
  for (const imported of chunk.imports) withImports(bundle, imported, found);
  return found;
}

/**
 * What every page's first render waits for, named in index.html so it downloads with the page instead of one round
 * trip after another (issue 12 §5, docs/architecture.md "The first paint"):
 * - preload links for the Module Federation bootstrap's pendingShares chunk, imported only after the
 *   host has started, and the chunks through which each shared singleton (React, the router, i18next) is provided
 *   (those the shared map imports), which the loadShare chunks import one after another as they run;
 * - the first render's catalogue chunks per language, as a data block (`page-catalogues`, `{en: [urls], es: […]}`):
 *   the Worker replaces it with preload links for the reader's language only (workers/api/src/lib/shell-pages.ts).
 */
function firstPaintPreloads(): Plugin {
  return {
    name: 'first-paint-preloads',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const bundle = context.bundle;
        if (!bundle) return []; // `vite dev`: no chunks
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        // The shared map imports each singleton's providing chunk dynamically: `__prebuild__` chunks, and for
        // @app/shared/router the chunk named after its module.
        const sharedMap = chunks.find((chunk) =>
          /(^|\/)_virtual_mf-localSharedImportMap/.test(chunk.fileName),
        );
        const providers = new Set(sharedMap?.dynamicImports ?? []);
        const startup = chunks
          .filter(
            (chunk) => /(^|\/)pendingShares-[^/]*\.js$/.test(chunk.fileName) || providers.has(chunk.fileName),
          )
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'script', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head' as const,
          }));
        const catalogues = Object.fromEntries(
          LANGUAGES.map((language) => {
            const files = new Set<string>();
            for (const chunk of chunks) {
              const id = chunk.facadeModuleId?.replace(/\\/g, '/') ?? '';
              if (FIRST_RENDER_CATALOGUES.some((prefix) => id.endsWith(`${prefix}${language}.ts`)))
                withImports(bundle, chunk.fileName, files);
            }
            return [language, [...files].sort().map((file) => `/${file}`)];
          }),
        );
        const block = {
          tag: 'script',
          attrs: { type: 'application/json', id: PAGE_DATA_IDS.catalogues },
          children: JSON.stringify(catalogues),
          injectTo: 'head' as const,
        };
        return [...startup, block];
      },
    },
  };
}

/**
 * Every `<link rel="modulepreload">` of index.html (Vite's and Module Federation's) written as `<link rel="preload"
 * as="script">`: the same early download in parallel, without Chromium compiling each module on the main thread
 * before the first paint (docs/decisions.md "Preloads that do not compile"). The imports then take the preloaded
 * responses (the same URL, CORS mode and credentials).
 */
function preloadWithoutCompiling(): Plugin {
  return {
    name: 'preload-without-compiling',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        html.source = String(html.source).replaceAll('rel="modulepreload"', 'rel="preload" as="script"');
      },
    },
  };
}

// The shell: a Module-Federation host with no remote known at build time. The remotes come from
// GET /mf-manifest.json at run time (src/features/remotes/api/load-remote-app.ts, docs/architecture.md).
export default defineConfig({
  plugins: [
    react(),
    firstPaintPreloads(),
    federation({
      name: 'shell',
      remotes: {},
      // The same singletons as every remote: one React, one router, one i18next for the whole page.
      shared: {
        react: { singleton: true },
        'react-dom': { singleton: true },
        '@app/shared/router': { singleton: true },
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
    preloadWithoutCompiling(),
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
