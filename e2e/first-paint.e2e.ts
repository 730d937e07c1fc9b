import { describe, expect, it } from 'vitest';
import { DEMO, signIn, useBrowser } from './support/browser';

// Issue 12 §5: what the page paints before any script runs (Chromium with scripts off shows exactly that), and that
// the screen written with the page becomes the live one without asking for its data again (docs/architecture.md
// "The first paint").

const browser = useBrowser();

describe('the first paint', () => {
  it('shows the offers on sale before any script, in the reader’s language', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/inmates/register');
    expect(await page.locator('main h1').textContent()).toBe('Offers');
    // Seed: Friends 60 is $9.99 for 60 credits, never expiring; the bundles are there too.
    const friends60 = page.locator('.offer', { hasText: 'Friends 60' });
    expect(await friends60.locator('.offer__details').textContent()).toContain(
      '$9.99 · 60.0 credits · never expire',
    );
    expect(await page.getByText('Family Bundle', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Subscribe', { exact: true }).isVisible()).toBe(true);
    // A picture until the remote takes over: nothing in it can be used yet.
    expect(await page.locator('main .first-screen').getAttribute('inert')).toBe('');

    const spanish = await browser.newPage({ javaScriptEnabled: false, locale: 'es-MX' });
    await spanish.goto('/inmates/register');
    expect(await spanish.locator('main h1').textContent()).toBe('Ofertas');
    expect(await spanish.getByText('Suscribirse', { exact: true }).isVisible()).toBe(true);
  });

  it('becomes the live offer selection without asking for the offers again', async () => {
    const page = await browser.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/inmates/register');
    const friends60 = page.getByRole('radio', { name: 'Friends 60' });
    await friends60.check();
    await page.getByText('Total to pay: $9.99').waitFor();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL((url) => url.search === '?step=registration');
    await page.getByRole('heading', { level: 1, name: 'Registration' }).waitFor();
    expect(asked).not.toContain('/api/getactiveoffers');
    expect(asked).not.toContain('/api/getactiveaggregateoffers');

    // Back on the offers after a navigation: the page's own offers are spent, the screen asks the API.
    await page.goBack();
    await page.getByRole('radio', { name: 'Friends 60' }).waitFor();
    await expect.poll(() => asked.includes('/api/getactiveoffers')).toBe(true);
  });

  it('starts Module Federation only when a remote screen opens, and fetches no file twice', async () => {
    const page = await browser.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    const federation = () =>
      asked.filter((url) => /\/federation-host-[\w-]+\.js$|\/remoteEntry[\w-]*\.js$/.test(url));
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The live home page: React has rendered its menus.
    await nav.getByRole('button', { name: 'Friends' }).click();
    await page.waitForLoadState('networkidle');
    expect(federation()).toEqual([]);

    await nav.getByRole('link', { name: 'Register' }).click();
    await page.getByLabel('Re-enter password').waitFor();
    expect(federation().some((url) => url.includes('/federation-host-'))).toBe(true);
    expect(federation().some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    const scripts = asked.filter((url) => url.endsWith('.js'));
    expect(scripts.length).toBe(new Set(scripts).size);
  });

  it("names the inmate's account screen before any script", async () => {
    const signedIn = await browser.newPage();
    await signIn(signedIn, 'inmate', DEMO.inmate.username, DEMO.inmate.password);
    await signedIn.getByRole('heading', { level: 1, name: 'Account Info' }).waitFor();
    const page = await browser.newPage({ javaScriptEnabled: false, cookiesOf: signedIn });
    await page.goto('/inmates/detail');
    expect(await page.locator('main h1').textContent()).toBe('Account Info');
    expect(await page.locator('main .loading').textContent()).toBe('Loading…');
  });
});
