import type { FriendsAnswer, InmateListAnswer, Session } from '@app/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signIn, useBrowser } from './support/browser';

// Issue 13 §5: staff acting as an inmate or a friend see "Acting as <name> (inmate|friend) — Stop" on every page, and
// Stop returns them to the tool they came from, in Chromium against the built product.

const browser = useBrowser();

const banner = (page: Page, label = 'Acting as') => page.getByRole('region', { name: label });

/** The banner's text once it shows, its spaces made plain. */
async function bannerText(page: Page, label?: string): Promise<string> {
  await banner(page, label).waitFor();
  return ((await banner(page, label).textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

async function signInStaff(page: Page, kind: 'admin' | 'employee1') {
  const { username, password } = DEMO[kind];
  await signIn(page, kind, username, password);
  await page.waitForURL((url) => url.pathname === `/${kind}/` || url.pathname === `/${kind}`);
}

/** Acts as the demo inmate from Manage Inmates under `prefix` and answers their name. */
async function actAsDemoInmate(page: Page, prefix: '/admin' | '/employee1') {
  await page.goto(`${prefix}/inmates`);
  await page.getByLabel('Search inmates').fill(DEMO.inmate.username);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const open = page.getByRole('button', { name: new RegExp(`\\(${DEMO.inmate.username}\\)$`) });
  await open.waitFor();
  const rows = (await (
    await page.request.get(`${prefix}/api/getinmates?q=${DEMO.inmate.username}`)
  ).json()) as InmateListAnswer;
  const inmate = rows.find((row) => row.inmate.username === DEMO.inmate.username)?.inmate;
  if (!inmate) throw new Error('the demo inmate is not listed');
  await open.click();
  await page.waitForURL((url) => url.pathname === `${prefix}/inmates/detail`);
  return `${inmate.firstName} ${inmate.lastName}`;
}

/** Stop, then Manage Inmates or Manage Friends at `path` with no banner and a staff-only session. */
async function stopAndExpectBackAt(page: Page, path: string) {
  await banner(page).getByRole('button', { name: 'Stop' }).click();
  await page.waitForURL((url) => url.pathname === path);
  await expect.poll(() => banner(page).count()).toBe(0);
  const session = (await (await page.request.get('/api/session')).json()) as Session;
  expect(session.staff).toBeDefined();
  expect(session).not.toHaveProperty('inmate');
  expect(session).not.toHaveProperty('friend');
  expect(session).not.toHaveProperty('actingAs');
  // Still the tool: after a reload too.
  await page.reload();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  expect(await banner(page).count()).toBe(0);
}

describe('Acting as (issue 13 §5)', () => {
  it('ADMIN acting as an inmate sees the banner on every page, and Stop returns to /admin/inmates', async () => {
    const page = await browser.newPage();
    await signInStaff(page, 'admin');
    expect(await banner(page).count()).toBe(0);
    const name = await actAsDemoInmate(page, '/admin');
    expect(await bannerText(page)).toBe(`Acting as ${name} (inmate) — Stop`);
    await page.getByText('Inmate Account Info').first().waitFor();
    // Another page: the back office's home, through the navigation.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/');
    expect(await bannerText(page)).toBe(`Acting as ${name} (inmate) — Stop`);
    await stopAndExpectBackAt(page, '/admin/inmates');
  });

  it('EMPLOYEE1 acting as an inmate sees the banner, and Stop returns to /employee1/inmates', async () => {
    const page = await browser.newPage();
    await signInStaff(page, 'employee1');
    const name = await actAsDemoInmate(page, '/employee1');
    expect(await bannerText(page)).toBe(`Acting as ${name} (inmate) — Stop`);
    await page.goto('/employee1/files');
    expect(await bannerText(page)).toBe(`Acting as ${name} (inmate) — Stop`);
    await stopAndExpectBackAt(page, '/employee1/inmates');
  });

  it('EMPLOYEE1 acting as an inmate sees no Contact Support or account menus, and the inmate’s address gives their own screen', async () => {
    const page = await browser.newPage();
    await signInStaff(page, 'employee1');
    await actAsDemoInmate(page, '/employee1');
    // The back-office footer's Terms names Contact Support without a link (spec §6).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).click();
    await page.waitForURL((url) => url.pathname === '/employee1/terms');
    await page
      .getByRole('main')
      .getByText(/Contact Support/)
      .first()
      .waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Contact Support' }).count()).toBe(0);
    // The public home: no Inmates or Friends menu and no Contact Support for staff (spec §2 Navigation, §6).
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await nav.getByRole('button', { name: 'Inmates' }).count()).toBe(0);
    expect(await nav.getByRole('button', { name: 'Friends' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Contact Support' }).count()).toBe(0);
    // The inmate's own address, typed or kept from before: the screen of the EMPLOYEE1's role.
    await page.goto('/inmates/detail');
    await page.waitForURL((url) => url.pathname === '/employee1/inmates/detail');
    // spec §6 EMPLOYEE1: no payment history, call history, current offers or Make Payment; admin notes editable.
    await page.getByRole('button', { name: 'Admin Notes' }).waitFor();
    expect(await page.getByRole('button', { name: 'Payment History' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Current Offers' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Change Password' }).count()).toBe(0);
  });

  it('ADMIN acting as a friend sees the banner, reaches Stop by keyboard on a phone, and returns to /admin/friends', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await signInStaff(page, 'admin');
    await page.goto('/admin/friends');
    const friends = (await (await page.request.get('/admin/api/getfriends')).json()) as FriendsAnswer;
    const friend = friends.find((row) => row.username === DEMO.friend.username);
    if (!friend) throw new Error('the demo friend is not listed');
    const name = `${friend.firstName} ${friend.lastName}`;
    await page
      .getByRole('list', { name: 'Friends' })
      .getByRole('button', { name: `Log in as ${name}, id ${friend.id}` })
      .click();
    await page.waitForURL('**/admin/friends/detail');
    expect(await bannerText(page)).toBe(`Acting as ${name} (friend) — Stop`);
    await page.goto('/admin/friends/profile');
    expect(await bannerText(page)).toBe(`Acting as ${name} (friend) — Stop`);

    // At 360 px the whole banner is on screen and the page does not scroll sideways.
    const stop = banner(page).getByRole('button', { name: 'Stop' });
    const box = await stop.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360 && box.height >= 24).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Keyboard: after the skip link, Tab reaches Stop, and Enter presses it.
    await page.goto('/admin/friends/detail');
    await banner(page).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await stop.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/admin/friends');
    await expect.poll(() => banner(page).count()).toBe(0);
  });

  it("ADMIN signing in at /admin/friends/login with a friend's password acts as them and stays staff", async () => {
    const page = await browser.newPage();
    await signInStaff(page, 'admin');
    // The friend variant of Login under the admin prefix (spec §2), as a person fills it in.
    await page.goto('/admin/friends/login');
    await page.getByRole('heading', { name: 'Friend Login' }).waitFor();
    await page.getByLabel('Username').fill(DEMO.friend.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.friend.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/friends/detail');
    const session = (await (await page.request.get('/api/session')).json()) as Session;
    expect(session.staff?.roles).toContain('ADMIN');
    const acted = session.actingAs;
    expect(acted?.kind).toBe('friend');
    expect(await bannerText(page)).toBe(`Acting as ${acted?.firstName} ${acted?.lastName} (friend) — Stop`);
    await stopAndExpectBackAt(page, '/admin/friends');
  });

  it('reads in Spanish: Actuando como … (interno) — Terminar', async () => {
    const page = await browser.newPage({ locale: 'es-MX' });
    const signedIn = await page.request.post('/api/loginstaff', {
      data: { username: DEMO.admin.username, password: DEMO.admin.password },
    });
    expect(signedIn.status()).toBe(200);
    const rows = (await (
      await page.request.get(`/admin/api/getinmates?q=${DEMO.inmate.username}`)
    ).json()) as InmateListAnswer;
    const inmate = rows.find((row) => row.inmate.username === DEMO.inmate.username)?.inmate;
    if (!inmate) throw new Error('the demo inmate is not listed');
    expect((await page.request.get(`/admin/api/logininmate?id=${inmate.id}`)).status()).toBe(200);
    await page.goto('/admin/inmates/detail');
    const label = 'Actuando como';
    expect(await bannerText(page, label)).toBe(
      `Actuando como ${inmate.firstName} ${inmate.lastName} (interno) — Terminar`,
    );
    await banner(page, label).getByRole('button', { name: 'Terminar' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/inmates');
    await expect.poll(() => banner(page, label).count()).toBe(0);
  });
});
