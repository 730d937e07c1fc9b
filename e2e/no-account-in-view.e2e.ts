import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signIn, useBrowser } from './support/browser';

// An account screen opened by a session with no such account in view (a visitor, a friend at the inmate detail,
// staff acting as nobody) asks the API nothing: no refused call and no console error, and the person is shown the
// way on (docs/decisions.md "Screens of an account no session shows").

const browser = useBrowser();

/** The refused answers and console errors the page meets from now on. */
function watchRefusals(page: Page) {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) seen.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text()}`);
  });
  return seen;
}

describe('an account screen with no account in view', () => {
  it('sends a visitor and a friend from the inmate detail to Inmate Login, with no refused call', async () => {
    const visitor = await browser.newPage();
    const visitorRefusals = watchRefusals(visitor);
    await visitor.goto('/inmates/detail');
    await visitor.getByRole('heading', { level: 1, name: 'Inmate Login' }).waitFor();
    expect(new URL(visitor.url()).pathname).toBe('/inmates/login');

    const friend = await browser.newPage();
    await signIn(friend, 'friend', DEMO.friend.username, DEMO.friend.password);
    await friend.waitForURL((url) => url.pathname === '/friends/detail');
    const friendRefusals = watchRefusals(friend);
    await friend.goto('/inmates/detail');
    await friend.getByRole('heading', { level: 1, name: 'Inmate Login' }).waitFor();
    expect([...visitorRefusals, ...friendRefusals]).toEqual([]);
  });

  it('tells staff acting as nobody to log in as an inmate or a friend first, with the way to pick one', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', DEMO.admin.username, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname === '/admin/');
    const refusals = watchRefusals(page);
    await page.goto('/admin/inmates/detail');
    await page.getByText('Log in as an inmate first').waitFor();
    await page.getByRole('link', { name: 'Manage Inmates' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/inmates');

    await page.goto('/admin/friends/profile');
    await page.getByText('Log in as a friend first').waitFor();
    await page.getByRole('link', { name: 'Manage Friends' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/friends');
    expect(refusals).toEqual([]);
  });
});
