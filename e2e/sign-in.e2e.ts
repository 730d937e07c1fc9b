import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerInmate } from './support/account';
import { DEMO, signIn, useBrowser } from './support/browser';

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('signing in and out (spec §2 screen 7, Navigation)', () => {
  const browser = useBrowser();

  // Logout goes to the prefix's home (spec §4), which for staff is behind their login.
  it.each([
    { kind: 'inmate', account: DEMO.inmate, landing: '/inmates/detail', out: '/' },
    { kind: 'friend', account: DEMO.friend, landing: '/friends/detail', out: '/' },
    { kind: 'admin', account: DEMO.admin, landing: '/admin/', out: '/admin/login' },
    { kind: 'employee1', account: DEMO.employee1, landing: '/employee1/', out: '/employee1/login' },
  ] as const)(
    'the demo $kind signs in, lands on $landing, and Logout leaves for $out signed out',
    async ({ kind, account, landing, out }) => {
      const page = await browser.newPage();
      await signIn(page, kind, account.username, account.password);
      await page.waitForURL((url) => url.pathname === landing);
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === out);
      await page.getByRole('link', { name: 'Home' }).waitFor();
      await page.getByRole('button', { name: 'Logout' }).waitFor({ state: 'detached' });
      expect(await (await page.request.get('/api/session')).json()).toEqual({});
    },
  );

  it('a wrong password shows Login Failed and stays on the login screen', async () => {
    const page = await browser.newPage();
    await signIn(page, 'inmate', DEMO.inmate.username, 'Wrong#2026x');
    await page.getByText('Login Failed').waitFor();
    expect(pathOf(page)).toBe('/inmates/login');
  });

  it('after 10 wrong passwords at once, even the right one shows how long to wait (429)', async () => {
    const page = await browser.newPage();
    const inmate = await registerInmate(page);
    const statuses = await page.evaluate(
      (username) =>
        Promise.all(
          Array.from({ length: 20 }, () =>
            fetch('/api/logininmate', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ username, password: 'Wrong#2026x' }),
            }).then((response) => response.status),
          ),
        ),
      inmate.username,
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
    const other = await browser.newPage();
    await signIn(other, 'inmate', inmate.username, inmate.password);
    await other.getByText(/^Too many attempts\. Try again in \d+ minutes?\.$/).waitFor();
    expect(pathOf(other)).toBe('/inmates/login');
  });

  it('an admin page without a staff session leads to the staff login, and back after signing in', async () => {
    const page = await browser.newPage();
    await page.goto('/admin/jails');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByRole('heading', { name: 'Staff Login' }).waitFor();
    await page.getByLabel('Username').fill(DEMO.admin.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/jails');
  });

  it('an employee1 page without a staff session leads to the employee1 login', async () => {
    const page = await browser.newPage();
    await page.goto('/employee1/inmates');
    await page.waitForURL((url) => url.pathname === '/employee1/login');
  });

  it('the Inmates menu offers Acount Info once signed in; Logout returns home signed out', async () => {
    const page = await browser.newPage();
    await signIn(page, 'inmate', DEMO.inmate.username, DEMO.inmate.password);
    await page.waitForURL('**/inmates/detail');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Friends' }).count()).resolves.toBe(0);
    await nav.getByRole('button', { name: 'Inmates' }).click();
    await nav.getByRole('link', { name: 'Acount Info' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await nav.getByRole('button', { name: 'Inmates' }).click();
    await nav.getByRole('link', { name: 'Login' }).waitFor();
    const session = await page.evaluate(() => fetch('/api/session').then((response) => response.json()));
    expect(session).toEqual({});
  });

  it('staff see Admin Tools for their role and no Contact Support', async () => {
    const page = await browser.newPage();
    await signIn(page, 'employee1', DEMO.employee1.username, DEMO.employee1.password);
    await page.waitForURL((url) => url.pathname === '/employee1/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Admin Tools' }).click();
    await nav.getByRole('link', { name: 'Manage Inmates' }).waitFor();
    await nav.getByRole('link', { name: 'Manage Audio Files' }).waitFor();
    await expect(nav.getByRole('link', { name: 'Manage Offers' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Contact Support' }).count()).resolves.toBe(0);
  });

  it('an inmate calling an admin call gets 403, an anonymous caller 401', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const anonymous = await page.evaluate(() => fetch('/admin/api/loginfriend?id=1').then((r) => r.status));
    expect(anonymous).toBe(401);
    await signIn(page, 'inmate', DEMO.inmate.username, DEMO.inmate.password);
    await page.waitForURL('**/inmates/detail');
    const inmate = await page.evaluate(() => fetch('/admin/api/loginfriend?id=1').then((r) => r.status));
    expect(inmate).toBe(403);
  });
});
