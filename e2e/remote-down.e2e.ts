import { describe, expect, inject, it } from 'vitest';
import { DEMO, signIn, useBrowser } from './support/browser';

describe('a remote that is down (Module Federation at run time)', () => {
  const browser = useBrowser();

  it('shows a clear message, keeps the page working, and recovers on Retry', async () => {
    const page = await browser.newPage();
    // The account remote's origin stops answering, as if its server were down.
    const account = `:${inject('remotePorts').account}/`;
    await page.route(/remoteEntry\.js/, (route) =>
      route.request().url().includes(account) ? route.abort('connectionrefused') : route.continue(),
    );
    await signIn(page, 'inmate', DEMO.inmate.username, DEMO.inmate.password);
    await page.waitForURL('**/inmates/detail');
    await page.getByText('This part of the site could not be loaded.').waitFor();
    // The shell's navigation and footer still work.
    await page.getByRole('link', { name: 'Contact Support' }).waitFor();
    await page.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goBack();
    await page.getByText('This part of the site could not be loaded.').waitFor();

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(
      page.getByText('This part of the site could not be loaded.').waitFor({ state: 'detached' }),
    ).resolves.toBeUndefined();
  });
});
