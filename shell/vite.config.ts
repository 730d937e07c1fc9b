import { readFileSync } from 'node:fs';
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

/** The Module Federation host's module (federation-host.ts), imported only when a remote's screen is opened. */
const FEDERATION_HOST_MODULE = '/shell/src/features/remotes/api/federation-host.ts';

/**
 * Files the page may need before its first render, named in index.html as data blocks that the Worker turns into
 * preload links for the pages that need them (workers/api/src/lib/shell-pages.ts; issue 12 §5, docs/architecture.md
 * "The first paint"), so they download with the page instead of one round trip after another:
 * - the first render's catalogue chunks per language (`page-catalogues`, `{en: [urls], es: […]}`): preloaded in the
 *   reader's language only;
 * - the Module Federation host's chunk and the chunks it imports (`page-federation`, `[urls]`): preloaded on the
 *   pages of a remote's screen only, so a page of the shell alone never downloads the runtime.
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
        const moduleOf = (chunk: (typeof chunks)[number]) => chunk.facadeModuleId?.replace(/\\/g, '/') ?? '';
        const filesOf = (test: (id: string) => boolean) => {
          const files = new Set<string>();
          for (const chunk of chunks) if (test(moduleOf(chunk))) withImports(bundle, chunk.fileName, files);
          return [...files].sort().map((file) => `/${file}`);
        };
        const catalogues = Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            filesOf((id) => FIRST_RENDER_CATALOGUES.some((prefix) => id.endsWith(`${prefix}${language}.ts`))),
          ]),
        );
        const federation = filesOf((id) => id.endsWith(FEDERATION_HOST_MODULE));
        if (federation.length === 0) throw new Error(`the build has no chunk for ${FEDERATION_HOST_MODULE}`);
        const block = (id: string, value: unknown) => ({
          tag: 'script',
          attrs: { type: 'application/json', id },
          children: JSON.stringify(value),
          injectTo: 'head' as const,
        });
        return [block(PAGE_DATA_IDS.catalogues, catalogues), block(PAGE_DATA_IDS.federation, federation)];
      },
    },
  };
}

/** A plugin that rewrites the built index.html with `rewrite`, after the other plugins have written it. */
function rewriteBuiltIndex(name: string, rewrite: (html: string) => string): Plugin {
  return {
    name,
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type === 'asset') html.source = rewrite(String(html.source));
      },
    },
  };
}

/**
 * Every `<link rel="modulepreload">` of index.html (Vite's) written as `<link rel="preload" as="script">`: the same
 * early download in parallel, without Chromium compiling each module on the main thread before the first paint
 * (docs/decisions.md "Preloads that do not compile"). The imports then take the preloaded responses (the same URL,
 * CORS mode and credentials).
 */
const preloadWithoutCompiling = () =>
  rewriteBuiltIndex('preload-without-compiling', (html) =>
    html.replaceAll('rel="modulepreload"', 'rel="preload" as="script"'),
  );

/**
 * The stylesheet links of index.html moved before its scripts and preloads: the first paint (the frame the Worker
 * writes) waits for the styles only, and on a slow network the styles then arrive first instead of sharing the line
 * with React's chunks (docs/decisions.md "The shell starts Module Federation only for a remote").
 */
const stylesFirst = () =>
  rewriteBuiltIndex('styles-first', (html) => {
    const styles = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
    let rest = html;
    for (const link of styles) rest = rest.replace(link, '');
    const firstScript = rest.search(/\s*<script type="module"/);
    if (styles.length === 0 || firstScript < 0) return html;
    return `${rest.slice(0, firstScript)}${styles.join('')}${rest.slice(firstScript)}`;
  });

/** The installed version of each package the shell shares with the remotes (federation-host.ts). */
function sharedVersions(): Record<string, string> {
  // The workspace's packages are installed once, at its root.
  const versionOf = (name: string) =>
    (
      JSON.parse(readFileSync(new URL(`../node_modules/${name}/package.json`, import.meta.url), 'utf8')) as {
        version: string;
      }
    ).version;
  return Object.fromEntries(
    ['react', 'react-dom', 'i18next', 'react-i18next', '@app/shared'].map((name) => [name, versionOf(name)]),
  );
}

// The shell: a plain Vite build whose Module Federation host (src/features/remotes/api/federation-host.ts) is a chunk
// of its own, loaded when a remote's screen opens, with no remote known at build time. The remotes come from
// GET /mf-manifest.json at run time (src/features/remotes/api/load-remote-app.ts, docs/architecture.md).
export default defineConfig({
  define: { __SHARED_VERSIONS__: JSON.stringify(sharedVersions()) },
  plugins: [react(), firstPaintPreloads(), preloadWithoutCompiling(), stylesFirst()],
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
