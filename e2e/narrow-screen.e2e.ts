import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageWidth, smallTargets } from './support/a11y';
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

// Issue 13 §3: on a 360×740 phone no screen scrolls sideways (the document is no wider than the viewport) and every
// interactive target is at least 24×24 px (WCAG 2.5.8), on every route of spec §2 for every viewer, in English and
// in Spanish (whose words run longer). Reads only.

const browser = useBrowser();
const PHONE = { width: 360, height: 740 };

/** Every screen `viewer` can see with its sections open: the pages wider than the phone and the small targets. */
async function measure(page: Page, viewer: Viewer, { translated = false } = {}) {
  const wide: string[] = [];
  const small: string[] = [];
  let actingAs: string | undefined;
  for (const route of SWEEP_ROUTES.filter((one) => one.viewer === viewer)) {
    if (route.actAs && route.actAs !== actingAs) {
      await actAs(page, viewer, route.actAs);
      actingAs = route.actAs;
    }
    await openRoute(page, route, { translated });
    // The detail screens' sections open, so their tables and Save rows are measured too.
    const closed = page.locator('.collapsible__toggle[aria-expanded="false"]');
    while ((await closed.count()) > 0) await closed.first().click();
    await settle(page);
    const where = `${routeName(route)}${translated ? ' (es)' : ''}`;
    const { scrollWidth, culprits } = await pageWidth(page);
    if (scrollWidth > PHONE.width)
      wide.push(`${where}: ${scrollWidth} px wide, past the edge: ${culprits.join(', ')}`);
    small.push(...(await smallTargets(page, where)));
  }
  if (wide.length + small.length > 0) console.log([...wide, ...small].join('\n'));
  return { wide, small };
}

describe('a 360 px phone', () => {
  for (const viewer of VIEWERS) {
    it(`shows every screen ${viewer} can see without sideways scrolling, with targets of 24 px or more`, async () => {
      const page = await browser.newPage();
      await page.setViewportSize(PHONE);
      await signInAs(page, viewer);
      const { wide, small } = await measure(page, viewer);
      expect(wide).toEqual([]);
      expect(small).toEqual([]);
    }, 240_000);
  }
});

describe('a 360 px phone in Spanish', () => {
  for (const viewer of VIEWERS) {
    it(`shows every screen ${viewer} can see in Spanish without sideways scrolling`, async () => {
      const page = await browser.newPage();
      await page.setViewportSize(PHONE);
      await signInAs(page, viewer);
      await page.context().addCookies([{ name: 'lang', value: 'es', url: baseUrl() }]);
      const { wide, small } = await measure(page, viewer, { translated: true });
      expect(wide).toEqual([]);
      expect(small).toEqual([]);
    }, 240_000);
  }
});

describe('Payouts on a 360 px phone', () => {
  it('opens Mark paid’s form in view, though the button sits in the last column of a table scrolled sideways', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await signInAs(page, 'admin');
    await page.goto('/admin/friends/payouts');
    const friendRow = page.locator('tr', { hasText: '(friend1)' });
    // Opening the panel writes nothing; pressing the button scrolls the table's frame to its last column.
    await friendRow.getByRole('button', { name: /^Mark paid/ }).click();
    const panel = page.getByRole('region', { name: /^Payments of / });
    for (const control of [panel.getByLabel('Amount'), panel.getByRole('button', { name: 'Mark paid' })]) {
      await control.waitFor();
      await expect
        .poll(async () => {
          const box = await control.boundingBox();
          return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
        })
        .toBe(true);
    }
  });
});
