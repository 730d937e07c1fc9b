import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { MANIFEST_KEY } from '../manifest/remotes';
import { appChunks } from './remote-preload';
import { INDEX_HTML, page, pageOf, withoutRemotes } from './shell-page-test-helpers';
import { federationHostFiles, shellCatalogues } from './shell-pages';

// The preload links the Worker writes into the shell's page (issue 12 §5, docs/architecture.md "The first paint"):
// the remote that owns the screen, the shell's catalogues in the reader's language, the Module Federation host.

withoutRemotes();

/** A remote's mf-manifest.json as its build writes it (only the parts read here). */
const REMOTE_MANIFEST = {
  exposes: [
    {
      path: './App',
      assets: {
        js: {
          sync: ['assets/app-1.js', 'assets/utils-2.js'],
          async: [
            'assets/react-3.js',
            'assets/_virtual_mf__offers__loadShare__shared-4.js',
            'assets/common.en-5.js',
            'assets/i18n-en-6a_B.js',
            'assets/i18n-es-7c-D.js',
          ],
        },
        css: { sync: [], async: [] },
      },
    },
  ],
};

describe('the remote of the current screen, preloaded', () => {
  it("preloads the current screen's remote entry and the chunks of its ./App, not its own React", async () => {
    await env.KV.put(
      MANIFEST_KEY,
      JSON.stringify({ remotes: { offers: 'https://offers.example.com/v7/remoteEntry.js' } }),
    );
    const fetchMock = vi.fn(async (_url: RequestInfo | URL) => Response.json(REMOTE_MANIFEST));
    vi.stubGlobal('fetch', fetchMock);
    const html = await page('/inmates/register');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('https://offers.example.com/v7/mf-manifest.json');
    for (const url of [
      'https://offers.example.com/v7/remoteEntry.js',
      'https://offers.example.com/v7/assets/app-1.js',
      'https://offers.example.com/v7/assets/utils-2.js',
      'https://offers.example.com/v7/assets/_virtual_mf__offers__loadShare__shared-4.js',
    ]) {
      expect(html).toContain(`<link rel="preload" as="script" crossorigin href="${url}">`);
    }
    expect(html).not.toContain('react-3.js');
    // Its namespace's words in the reader's language, which App loads as it runs; the shell loads the shared ones.
    expect(html).toContain(
      '<link rel="preload" as="script" crossorigin href="https://offers.example.com/v7/assets/i18n-en-6a_B.js">',
    );
    expect(html).not.toContain('i18n-es-7c-D.js');
    expect(html).not.toContain('common.en-5.js');
    // The screen itself comes with the page, and the offers it shows: no call to preload.
    expect(html).toContain('<div class="first-screen" inert=""><style>');
    expect(html).not.toContain('as="fetch"');
    // The home page belongs to the shell: no remote and no call is preloaded.
    expect(await page('/')).not.toContain('preload');
  });
});

describe('appChunks', () => {
  it('reads nothing from a manifest of another shape', () => {
    expect(appChunks(null, 'https://x.example/remoteEntry.js', 'en')).toEqual([]);
    expect(appChunks({ exposes: [{ path: './Other' }] }, 'https://x.example/remoteEntry.js', 'en')).toEqual(
      [],
    );
  });

  it("lists the remote's catalogue of the reader's language only", () => {
    const spanish = appChunks(REMOTE_MANIFEST, 'https://x.example/v1/remoteEntry.js', 'es');
    expect(spanish).toContain('https://x.example/v1/assets/i18n-es-7c-D.js');
    expect(spanish.some((url) => url.includes('i18n-en'))).toBe(false);
    expect(spanish).toContain('https://x.example/v1/assets/app-1.js');
  });
});

/** The shell's built index.html with the catalogue block its build writes (shell/vite.config.ts). */
const CATALOGUES = {
  en: ['/assets/common.en-1.js', '/assets/en-2.js', '/assets/errors.en-3.js'],
  es: ['/assets/common.es-4.js', '/assets/es-5.js'],
};
const INDEX_WITH_CATALOGUES = INDEX_HTML.replace(
  '</head>',
  '<link rel="preload" as="script" crossorigin href="/assets/errors.en-3.js">\n' +
    `    <script type="application/json" id="page-catalogues">${JSON.stringify(CATALOGUES)}</script></head>`,
);

describe("the shell's catalogues, preloaded in the reader's language (issue 12 §5)", () => {
  it('names the chunks of that language, not those index.html names already, and drops the block', () => {
    const english = shellCatalogues(INDEX_WITH_CATALOGUES, 'en');
    expect(english.files).toEqual(['/assets/common.en-1.js', '/assets/en-2.js']);
    expect(english.html).not.toContain('page-catalogues');
    expect(english.html).toContain('href="/assets/errors.en-3.js"');
    expect(shellCatalogues(INDEX_WITH_CATALOGUES, 'es').files).toEqual(CATALOGUES.es);
  });

  it('preloads nothing without the block, or from one that is not a list of assets', () => {
    expect(shellCatalogues(INDEX_HTML, 'en')).toEqual({ html: INDEX_HTML, files: [] });
    const odd = INDEX_HTML.replace(
      '</head>',
      '<script type="application/json" id="page-catalogues">{"en":["https://evil.example/x.js",3]}</script></head>',
    );
    expect(shellCatalogues(odd, 'en').files).toEqual([]);
    const broken = INDEX_HTML.replace(
      '</head>',
      '<script type="application/json" id="page-catalogues">{not json</script></head>',
    );
    expect(shellCatalogues(broken, 'en')).toEqual({ html: INDEX_HTML, files: [] });
  });

  it("writes the links into every page in the request's language", async () => {
    const request = (headers: Record<string, string>) => pageOf(INDEX_WITH_CATALOGUES, '/', headers);
    const spanish = await request({ Cookie: 'lang=es' });
    for (const url of CATALOGUES.es)
      expect(spanish).toContain(`<link rel="preload" as="script" crossorigin href="${url}">`);
    expect(spanish).not.toContain('common.en-1.js');
    expect(spanish).not.toContain('page-catalogues');
    const english = await request({ 'Accept-Language': 'en-US' });
    expect(english).toContain('<link rel="preload" as="script" crossorigin href="/assets/common.en-1.js">');
    expect(english).not.toContain('es-5.js');
  });
});

/** The shell's built index.html with the Module Federation host's block its build writes (shell/vite.config.ts). */
const FEDERATION = ['/assets/federation-host-1.js', '/assets/index-2.js'];
const INDEX_WITH_FEDERATION = INDEX_HTML.replace(
  '</head>',
  `<script type="application/json" id="page-federation">${JSON.stringify(FEDERATION)}</script></head>`,
);

describe("the shell's Module Federation host, preloaded on a remote's pages only (issue 12 §5)", () => {
  const request = (path: string) => pageOf(INDEX_WITH_FEDERATION, path);

  it('names the host chunks index.html does not import already, and drops the block', () => {
    const found = federationHostFiles(
      INDEX_WITH_FEDERATION.replace('/assets/index.js', '/assets/index-2.js'),
    );
    expect(found.files).toEqual(['/assets/federation-host-1.js']);
    expect(found.html).not.toContain('page-federation');
    expect(federationHostFiles(INDEX_HTML)).toEqual({ html: INDEX_HTML, files: [] });
  });

  it("preloads them on a remote's screen, never on a page of the shell alone", async () => {
    const register = await request('/inmates/register');
    for (const url of FEDERATION)
      expect(register).toContain(`<link rel="preload" as="script" crossorigin href="${url}">`);
    expect(register).not.toContain('page-federation');
    for (const path of ['/', '/contactus', '/inmates/login']) {
      const html = await request(path);
      expect(html).not.toContain('federation-host-1.js');
      expect(html).not.toContain('page-federation');
    }
  });
});
