import type { InmateListAnswer, Session } from '@app/shared';
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
    await page.getByRole('button', { name: 'Create inmate' }).waitFor();
    const open = await findDemoInmate(page);
    expect(await page.getByRole('columnheader', { name: 'Secret code' }).count()).toBe(1);
    const row = page.getByRole('row').filter({ has: open });
    expect(await row.getByText(DEMO.inmate.email).count()).toBe(1);
    expect(await row.locator('td').nth(4).textContent()).toMatch(/^\d{6}$/);
    await open.click();
    await page.waitForURL((url) => url.pathname === '/admin/inmates/detail');
    await page.getByText('Inmate Account Info').first().waitFor();
  });

  it('an admin creates an inmate with the form, who is then listed and signs in with that password', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', DEMO.admin.username, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname === '/admin/' || url.pathname === '/admin');
    await page.goto('/admin/inmates');
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const username = `lee${id}`;
    const password = 'Visit#2026x';
    await page.getByRole('button', { name: 'Create inmate' }).click();
    const form = page.getByRole('form', { name: 'Create inmate' });
    await form.getByLabel('First name').fill('Ann');
    await form.getByLabel('Last name').fill('Lee');
    await form.getByLabel('E-mail').fill(`ann.${id}@example.com`);
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('Re-enter password').fill(password);
    await form.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('status').filter({ hasText: 'Registered user' }).waitFor();
    // The admin stays on Manage Inmates (spec §2 "Navigation"), the form emptied, the staff session kept.
    expect(new URL(page.url()).pathname).toBe('/admin/inmates');
    await expect.poll(() => form.getByLabel('Username').inputValue()).toBe('');

    await page.getByLabel('Search inmates').fill(username);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: new RegExp(`\\(${username}\\)$`) }).waitFor();

    const inmate = await browser.newPage();
    await signIn(inmate, 'inmate', username, password);
    await inmate.waitForURL('**/inmates/detail');
    const session = (await (await inmate.request.get('/api/session')).json()) as Session;
    expect(session.inmate).toMatchObject({ username, firstName: 'Ann' });
  });

  it('EMPLOYEE1 sees no create form and no secret code, and opens an inmate too', async () => {
    const page = await browser.newPage();
    await signIn(page, 'employee1', DEMO.employee1.username, DEMO.employee1.password);
    await page.waitForURL((url) => url.pathname.startsWith('/employee1') && !url.pathname.endsWith('/login'));
    await page.goto('/employee1/inmates');
    const open = await findDemoInmate(page);
    expect(await page.getByRole('button', { name: 'Create inmate' }).count()).toBe(0);
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
