import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmployee, createInmate, signIn } from '../../test/fixtures';
import { call } from '../../test/http';
import { createCatalogue, createOffer } from '../../test/offers';
import type { AppEnv } from '../env';
import { MANIFEST_KEY } from '../manifest/remotes';
import { appChunks } from './remote-preload';
import { forgetSharedAnswers } from './shared-answers';
import { federationHostFiles, firstPaintPage, shellCatalogues } from './shell-pages';

/** The shell's built index.html, reduced to what firstPaintPage fills in. */
const INDEX_HTML =
  '<!doctype html><html><head><meta name="description" content="Buy communication credits." />' +
  '<script type="module" src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

const app = new Hono<AppEnv>().get('*', async (c) => c.html(await firstPaintPage(c, INDEX_HTML)));

async function page(path: string, cookie?: string): Promise<string> {
  const response = await app.request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }, env);
  return response.text();
}

/** The JSON of one of the page's data blocks. */
function dataBlock(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

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

beforeEach(() => {
  // No remote runs beside workerd: its mf-manifest.json is not found unless a test serves one.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('Not found', { status: 404 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the shell's page, ready to paint before any script (issue 12 §5)", () => {
  it('carries the anonymous frame and an empty session, with no session lookup', async () => {
    const html = await page('/');
    expect(html).toContain('<h1>Stay in touch from inside</h1>');
    expect(html).toContain('>Inmates</button>');
    expect(html).toContain('>Contact Support</a>');
    expect(html).not.toContain('Logout');
    expect(dataBlock(html, 'page-session')).toEqual({});
    expect(dataBlock(html, 'page-manifest')).toEqual({ remotes: JSON.parse(env.REMOTES) });
  });

  it("carries a signed-in inmate's session and navigation, never an anonymous one", async () => {
    const inmate = await createInmate();
    const cookie = await signIn('inmate', inmate);
    const html = await page('/inmates/detail', cookie);
    const session = dataBlock(html, 'page-session') as { inmate?: { username: string } };
    expect(session.inmate?.username).toBe(inmate.username);
    expect(html).toContain('>Acount Info</a>');
    expect(html).toContain('>Logout</button>');
    expect(html).not.toContain('>Login</a>');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/getinmatedetail">');
    // Back from a card payment the screen reads 2 s later, once the payment is booked: nothing is read before.
    expect(await page('/inmates/detail?delayupdate=true', cookie)).not.toContain('as="fetch"');
  });

  it('writes the frame and <html lang> in the language of the request, the lang cookie first (issue 13 §1)', async () => {
    const request = async (headers: Record<string, string>) =>
      (await app.request('http://localhost/', { headers }, env)).text();
    const spanish = await request({ 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('<h1>Manténgase en contacto desde adentro</h1>');
    expect(spanish).toContain('>Internos</button>');
    expect(spanish).toContain('<label class="language__label" for="language-select">Idioma</label>');
    expect(spanish).toContain('<option value="es" lang="es" selected="">Español</option>');
    expect(spanish).toContain('<meta name="description" content="Compre créditos de comunicación');
    const chosen = await request({ 'Accept-Language': 'es-MX', Cookie: 'lang=en' });
    expect(chosen).toContain('<html lang="en">');
    expect(chosen).toContain('<h1>Stay in touch from inside</h1>');
    expect(chosen).toContain(
      '<meta name="description" content="Buy communication credits for people in custody;',
    );
    const byCookie = await request({ 'Accept-Language': 'en-US', Cookie: 'lang=es' });
    expect(byCookie).toContain('>Contactar a soporte</a>');
    expect(await page('/')).toContain('<html lang="en">');
  });

  it('answers a cookie that names no session as an anonymous visitor', async () => {
    const html = await page('/', 'sid=0000');
    expect(dataBlock(html, 'page-session')).toEqual({});
    const unknown = await page('/inmates/register', 'sid=not-a-session-id');
    expect(unknown).not.toContain('Logout');
  });

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

  it('keeps a data block from closing its element', async () => {
    await env.KV.put(
      MANIFEST_KEY,
      JSON.stringify({
        remotes: { offers: 'https://offers.example.com/</script><script>alert(1)</script>' },
      }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    const html = await page('/');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(dataBlock(html, 'page-manifest')).toEqual({
      remotes: { offers: 'https://offers.example.com/</script><script>alert(1)</script>' },
    });
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
    const withBlock = new Hono<AppEnv>().get('*', async (c) =>
      c.html(await firstPaintPage(c, INDEX_WITH_CATALOGUES)),
    );
    const request = async (headers: Record<string, string>) =>
      (await withBlock.request('http://localhost/', { headers }, env)).text();
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
  const withBlock = new Hono<AppEnv>().get('*', async (c) =>
    c.html(await firstPaintPage(c, INDEX_WITH_FEDERATION)),
  );
  const request = async (path: string) =>
    (await withBlock.request(`http://localhost${path}`, {}, env)).text();

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

describe('the offer selection painted with the page (issue 12 §5)', () => {
  beforeEach(() => forgetSharedAnswers());

  it('writes the offers on sale into the page, and the answers they came from as its first reads', async () => {
    const { pals, family } = await createCatalogue();
    const html = await page('/inmates/register');
    expect(html).toContain('<h1>Offers</h1>');
    expect(html).toContain(
      `<label class="offer__title" for="first-PHONE_PALS-${pals.id}">Friends 60</label>`,
    );
    expect(html).toContain('<span class="offer__price">$9.99</span> · 60.0 credits · never expire');
    expect(html).toContain('>Family Bundle</label>');
    // The same answers the API gives, so the remote starts from them instead of asking.
    const reads = dataBlock(html, 'page-reads') as Record<string, unknown>;
    expect(reads).toEqual({
      '/api/getactiveoffers': await (await call('/api/getactiveoffers')).json(),
      '/api/getactiveaggregateoffers': await (await call('/api/getactiveaggregateoffers')).json(),
    });
    expect(JSON.stringify(reads['/api/getactiveaggregateoffers'])).toContain(family.title);
    expect(html).not.toContain('as="fetch"');
  });

  it('writes what staff wrote as it is, `$` patterns included', async () => {
    await createOffer({
      title: 'Friends $& more',
      description: "Save $' and $$ today",
      serviceTypes: ['PHONE_PALS'],
    });
    const html = await page('/inmates/register');
    expect(html).toContain('>Friends $&amp; more</label>');
    expect(html).toContain("Save $' and $$ today</p>");
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it("is in the reader's language, for a signed-in inmate too", async () => {
    await createCatalogue();
    const inmate = await createInmate();
    const cookie = await signIn('inmate', inmate);
    const html = await page('/inmates/register', `${cookie}; lang=es`);
    expect(html).toContain('<h1>Ofertas</h1>');
    expect(html).toContain('>Suscribirse</button>');
  });

  it('leaves the registration step, staff and the back office with the skeleton', async () => {
    await createCatalogue();
    const step = await page('/inmates/register?step=registration');
    expect(step).not.toContain('first-screen');
    expect(dataBlock(step, 'page-reads')).toBeUndefined();
    const admin = await createEmployee({ roles: ['ADMIN'] });
    const staffCookie = await signIn('staff', admin);
    expect(await page('/inmates/register', staffCookie)).not.toContain('first-screen');
    expect(await page('/admin/inmates/register', staffCookie)).not.toContain('first-screen');
  });
});
