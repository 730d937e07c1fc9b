import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, pageWidth } from './support/a11y';
import { DEMO, signIn, useBrowser } from './support/browser';

// The footer's cards and its links to Prices and fees, Terms of service and Privacy (issue 13 §4), in Chromium
// against the built product and the seeded demo offers.

const browser = useBrowser();

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The table row of an offer on the prices page, by its title. */
const offerRow = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^${title}`) }) });

describe('the footer and the legal pages (issue 13 §4)', () => {
  it('the footer shows only the cards we take, and opens each page from its link', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const logos = footer.getByRole('list', { name: 'Payment methods' }).getByRole('img');
    await logos.first().waitFor();
    expect(
      await logos.evaluateAll((images) => images.map((image) => image.getAttribute('aria-label'))),
    ).toEqual(['Visa', 'Mastercard', 'American Express', 'Discover']);

    for (const [link, path] of [
      ['Prices and fees', '/prices'],
      ['Terms of service', '/terms'],
      ['Privacy', '/privacy'],
    ] as const) {
      await footer.getByRole('link', { name: link }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: link }).waitFor();
      expect(await page.title()).toMatch(new RegExp(`^${link}`));
    }
    await page
      .getByRole('heading', { level: 2, name: 'Seeing, correcting or deleting your information' })
      .waitFor();
  });

  it('Prices and fees shows the demo offers’ prices per minute, in English and Spanish', async () => {
    const page = await browser.newPage();
    await page.goto('/prices');
    const friends = page.getByRole('region', { name: 'Friends' });
    await friends.getByRole('columnheader', { name: 'Price per minute' }).waitFor();
    // Seed: Friends 60 is $9.99 for 60 credits, Call Connect 100 $14.99 for 100, AI Chat 50 $4.99 for 50.
    for (const [title, price, perMinute] of [
      ['Friends 60', '$9.99', '$0.167'],
      ['Call Connect 100', '$14.99', '$0.15'],
      ['AI Chat 50', '$4.99', '$0.10'],
      ['Family Bundle', '$29.99', '$0.12'],
    ] as const) {
      const row = offerRow(page, title);
      await row.getByRole('cell', { name: price, exact: true }).waitFor();
      await row.getByRole('cell', { name: perMinute, exact: true }).waitFor();
    }
    await page.getByText('No connection fees: a call that does not connect costs nothing.').waitFor();

    const spanish = await browser.newPage({ locale: 'es-MX' });
    await spanish.goto('/prices');
    await spanish.getByRole('heading', { level: 1, name: 'Precios y cargos' }).waitFor();
    const amigos = spanish.getByRole('region', { name: 'Amigos' });
    await amigos.getByRole('columnheader', { name: 'Precio por minuto' }).waitFor();
    await offerRow(spanish, 'Friends 60').getByRole('cell', { name: '$0.167', exact: true }).waitFor();
  });

  it('each page reads on a 360 px phone, with nothing for axe to report', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path, heading] of [
      ['/prices', 'Prices and fees'],
      ['/terms', 'Terms of service'],
      ['/privacy', 'Privacy'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      const { scrollWidth, viewport, culprits } = await pageWidth(page);
      expect(scrollWidth, `${path}: ${culprits.join(', ')}`).toBeLessThanOrEqual(viewport);
      expect(await axeViolations(page, path)).toEqual([]);
    }
  });

  it('a price staff add shows on the prices page at once, under the back-office prefix too', async () => {
    const admin = await browser.newPage();
    await signIn(admin, 'admin', DEMO.admin.username, DEMO.admin.password);
    await admin.waitForURL((url) => url.pathname === '/admin/' || url.pathname === '/admin');
    await admin.goto('/admin/offers');
    const title = `Rates ${tag()}`;
    const add = admin.getByRole('row', { name: 'New offer' });
    await add.getByLabel('Title').fill(title);
    await add.getByLabel('Description').fill('Forwarded calls for a week');
    await add.getByLabel('Price').fill('6.00');
    await add.getByLabel('Call Connect').check();
    await add.getByLabel('Credits included').fill('40');
    await add.getByLabel('Valid for (days)').fill('7');
    await add.getByRole('button', { name: 'Add' }).click();
    await admin.getByRole('status').filter({ hasText: 'Offer Added' }).waitFor();

    try {
      const visitor = await browser.newPage();
      await visitor.goto('/prices');
      const row = offerRow(visitor, title);
      await row.getByRole('cell', { name: '$0.15', exact: true }).waitFor();
      await row.getByRole('cell', { name: '7 days', exact: true }).waitFor();

      await admin.goto('/admin/prices');
      await offerRow(admin, title).getByRole('cell', { name: '$6.00', exact: true }).waitFor();
    } finally {
      // Off sale again, so the later journeys see the seeded offers only.
      await admin.goto('/admin/offers');
      const row = admin.getByRole('row', { name: title });
      await row.getByRole('button', { name: 'Delete' }).click();
      await row.getByRole('button', { name: 'Yes, delete' }).click();
      await row.waitFor({ state: 'detached' });
    }
  });
});
