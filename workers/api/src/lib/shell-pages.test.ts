import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmployee, createInmate, signIn } from '../../test/fixtures';
import { call } from '../../test/http';
import { createCatalogue, createOffer } from '../../test/offers';
import { MANIFEST_KEY } from '../manifest/remotes';
import { forgetSharedAnswers } from './shared-answers';
import { dataBlock, INDEX_HTML, page, pageOf, withoutRemotes } from './shell-page-test-helpers';

// The shell's page as the Worker writes it: the frame, the session and the manifest, the offer selection.
// Its preload links: shell-page-preloads.test.ts.

withoutRemotes();

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
    const request = (headers: Record<string, string>) => pageOf(INDEX_HTML, '/', headers);
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
