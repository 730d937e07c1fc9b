import type { InmateListAnswer } from '@app/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signIn, useBrowser } from './support/browser';

// Manage Inmates (spec §2 screen 14, issue 10 items 1 and 2) in Chromium against the built product: search, the
// secret code for ADMIN only, and a row that logs in as the inmate and opens their detail.

const browser = useBrowser();

/** Searches the list for the demo inmate and answers their row. */
async function findDemoInmate(page: Page) {
  await page.getByLabel('Search inmates').fill(DEMO.inmate.username);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const open = page.getByRole('button', { name: new RegExp(`\\(${DEMO.inmate.username}\\)$`) });
  await open.waitFor();
  return open;
}

describe('Manage Inmates', () => {
  it('an admin finds inmate1 by search, sees the secret code and opens their detail', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', DEMO.admin.username, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname === '/admin/' || url.pathname === '/admin');
    await page.goto('/admin/inmates');
    await page.getByRole('form', { name: 'Create inmate' }).waitFor();
    const open = await findDemoInmate(page);
    expect(await page.getByRole('columnheader', { name: 'Secret code' }).count()).toBe(1);
    const row = page.getByRole('row').filter({ has: open });
    expect(await row.getByText(DEMO.inmate.email).count()).toBe(1);
    expect(await row.locator('td').nth(4).textContent()).toMatch(/^\d{6}$/);
    await open.click();
    await page.waitForURL((url) => url.pathname === '/admin/inmates/detail');
    await page.getByText('Inmate Account Info').first().waitFor();
  });

  it('EMPLOYEE1 sees no create form and no secret code, and opens an inmate too', async () => {
    const page = await browser.newPage();
    await signIn(page, 'employee1', DEMO.employee1.username, DEMO.employee1.password);
    await page.waitForURL((url) => url.pathname.startsWith('/employee1') && !url.pathname.endsWith('/login'));
    await page.goto('/employee1/inmates');
    const open = await findDemoInmate(page);
    expect(await page.getByRole('form', { name: 'Create inmate' }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Secret code' }).count()).toBe(0);
    const answer = await page.request.get(`/employee1/api/getinmates?q=${DEMO.inmate.username}`);
    expect(answer.status()).toBe(200);
    const rows = (await answer.json()) as InmateListAnswer;
    expect(rows.length).toBeGreaterThan(0);
    for (const { inmate } of rows) expect(inmate).not.toHaveProperty('secretCode');
    await open.click();
    await page.waitForURL((url) => url.pathname === '/employee1/inmates/detail');
    await page.getByText('Inmate Account Info').first().waitFor();
  });
});
