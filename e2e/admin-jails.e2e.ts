import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signIn, useBrowser } from './support/browser';

// The back office's Jail Configuration and Settings (spec §2 screens 15 and 18, issue 10), in Chromium against the
// built product.

const browser = useBrowser();

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function signInAdmin(page: Page) {
  await signIn(page, 'admin', DEMO.admin.username, DEMO.admin.password);
  await page.waitForURL((url) => url.pathname === '/admin/' || url.pathname === '/admin');
}

describe('Jail Configuration and Settings', () => {
  it('an admin adds a jail, edits it, and saves the Personal Assistant phone number', async () => {
    const page = await browser.newPage();
    await signInAdmin(page);

    await page.goto('/admin/jails');
    const name = `Jail ${tag()}`;
    const add = page.getByRole('row', { name: 'New jail' });
    await add.getByLabel('Name').fill('North-Unit');
    await add.getByRole('button', { name: 'Add' }).click();
    await add.getByText('Institution name can only contain letters, digits, spaces and #').waitFor();
    await add.getByLabel('Name').fill(name);
    await add.getByLabel('Phone #').fill('15551230000');
    await add.getByLabel('Prompt Duration (sec.)').fill('12');
    await add.getByLabel('Pause before greeting (sec.)').fill('2');
    await add.getByLabel('DTMF tone to accept').fill('1');
    await add.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('status').filter({ hasText: 'Jail Added' }).waitFor();
    const row = page.getByRole('row', { name });
    await row.waitFor();
    expect(await add.getByLabel('Name').inputValue()).toBe('');

    await row.getByLabel('Prompt Duration (sec.)').fill('30');
    await row.getByLabel('DTMF tone to accept').fill('5');
    await row.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('status').filter({ hasText: 'Jail Added' }).waitFor();
    await page.reload();
    const saved = page.getByRole('row', { name });
    await saved.waitFor();
    expect(await saved.getByLabel('Prompt Duration (sec.)').inputValue()).toBe('30');
    expect(await saved.getByLabel('DTMF tone to accept').inputValue()).toBe('5');
    expect(await saved.getByLabel('Phone #').inputValue()).toBe('15551230000');

    await page.goto('/admin/settings');
    const phone = page.getByLabel('Personal Assistant phone number');
    await expect.poll(() => phone.isEnabled()).toBe(true);
    await phone.fill('555-0100');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Invalid phone number').waitFor();
    const number = `+1555${String(Date.now()).slice(-7)}`;
    await phone.fill(number);
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('status').filter({ hasText: 'Success!' }).waitFor();
    await page.reload();
    await expect.poll(() => phone.inputValue()).toBe(number);

    // The friends' pay per accepted minute: $.15 (spec §9) until saved, whole cents only.
    const rate = page.getByLabel('Friend pay per accepted minute (cents)');
    const saveRate = page.getByRole('button', { name: 'Save pay rate' });
    await expect.poll(() => rate.inputValue()).toBe('15');
    await rate.fill('0.15');
    await saveRate.click();
    await page.getByText('Enter the pay per minute in whole cents, from 0 to 1000').waitFor();
    await rate.fill('20');
    await saveRate.click();
    await page.getByRole('form', { name: 'Friend pay' }).getByText('Success!').waitFor();
    await page.reload();
    await expect.poll(() => rate.inputValue()).toBe('20');
    // Back to $.15, which the later journeys' calls pay.
    await rate.fill('15');
    await saveRate.click();
    await page.getByRole('form', { name: 'Friend pay' }).getByText('Success!').waitFor();
  });
});
