import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/a11y';
import { baseUrl, useBrowser } from './support/browser';
import {
  actAs,
  openRoute,
  routeName,
  SWEEP_ROUTES,
  settle,
  signInAs,
  VIEWERS,
  type Viewer,
} from './support/routes';

// Issue 13 §2: axe finds no violation at all (WCAG 2.0–2.2 A and AA, and best practices) on every route of spec §2
// for every viewer who can see it, also with the detail screens' sections and the navigation menus open. Reads only:
// this file runs before the journeys that change the demo data.

const browser = useBrowser();

/** Opens every closed collapsible section and navigation menu, so axe sees what they hold. */
async function expandAll(page: Page) {
  const toggles = page.locator('[aria-expanded="false"]');
  let count = await toggles.count();
  let opened = 0;
  // A menu closes when another opens: open the sections (which stay open), then check menus one at a time below.
  while (count > 0 && opened < 20) {
    const toggle = toggles.first();
    if ((await toggle.getAttribute('class'))?.includes('nav-menu__toggle')) break;
    await toggle.click();
    opened += 1;
    count = await toggles.count();
  }
  // The sections just opened load what they hold (openRoute's settle: a media stream may keep the network busy).
  await settle(page);
  return opened;
}

/**
 * The stop confirmation of Current Services, where the screen offers it (a service with recurring payments): opened
 * with the keyboard, checked by axe, closed with Escape, which must give focus back to the button (issue 13 §2).
 * Cancelled, so nothing changes.
 */
async function stopDialog(page: Page, where: string): Promise<string[]> {
  const stop = page.getByRole('button', { name: /^Stop (Recurring|Auto-Renew)$/ }).first();
  if ((await stop.count()) === 0) return [];
  await stop.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog').waitFor();
  const found = await axeViolations(page, `${where} (stop dialog open)`);
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog').waitFor({ state: 'detached' });
  const back = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  if (!/^Stop (Recurring|Auto-Renew)$/.test(back)) found.push(`${where}: Escape left focus on "${back}"`);
  return found;
}

/** Every screen `viewer` can see, then the navigation menus: axe's findings, one line each. */
async function sweep(page: Page, viewer: Viewer, { translated = false } = {}) {
  const found: string[] = [];
  const language = translated ? ' (es)' : '';
  let actingAs: string | undefined;
  for (const route of SWEEP_ROUTES.filter((one) => one.viewer === viewer)) {
    if (route.actAs && route.actAs !== actingAs) {
      await actAs(page, viewer, route.actAs);
      actingAs = route.actAs;
    }
    await openRoute(page, route, { translated });
    const where = `${routeName(route)}${language}`;
    found.push(...(await axeViolations(page, where)));
    if ((await expandAll(page)) > 0) found.push(...(await axeViolations(page, `${where} (sections open)`)));
    if (!translated) found.push(...(await stopDialog(page, where)));
  }
  // The navigation menus, open one at a time.
  const home = SWEEP_ROUTES.filter((one) => one.viewer === viewer)[0];
  if (home) await openRoute(page, home, { translated });
  const menus = page.locator('.nav-menu__toggle');
  for (let index = 0; index < (await menus.count()); index += 1) {
    await menus.nth(index).click();
    found.push(
      ...(await axeViolations(page, `${viewer}${language} menu ${await menus.nth(index).textContent()}`)),
    );
    await page.keyboard.press('Escape');
  }
  return found;
}

describe('the accessibility sweep (axe, WCAG 2.2 AA and best practices)', () => {
  for (const viewer of VIEWERS) {
    it(`finds no violation on any screen ${viewer} can see`, async () => {
      const page = await browser.newPage();
      await signInAs(page, viewer);
      const found = await sweep(page, viewer);
      if (found.length > 0) console.log(found.join('\n'));
      expect(found).toEqual([]);
    }, 240_000);
  }
});

// The same screens in Spanish (issue 13 §1): translated names, labels and headings must keep every rule.
describe('the accessibility sweep in Spanish', () => {
  for (const viewer of VIEWERS) {
    it(`finds no violation on any screen ${viewer} can see in Spanish`, async () => {
      const page = await browser.newPage();
      await signInAs(page, viewer);
      await page.context().addCookies([{ name: 'lang', value: 'es', url: baseUrl() }]);
      const found = await sweep(page, viewer, { translated: true });
      if (found.length > 0) console.log(found.join('\n'));
      expect(found).toEqual([]);
    }, 240_000);
  }
});
