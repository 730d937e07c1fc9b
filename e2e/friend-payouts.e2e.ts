import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSection, registerInmate } from './support/account';
import { DEMO, signIn, useBrowser } from './support/browser';

// Friend earnings and payouts, and the inmate's forwarding number (issue 11), in Chromium against the built product.
// The demo data gives friend1 19 minutes at 15 cents for inmate1's two PHONE_PALS calls, unpaid: $2.85.

const browser = useBrowser();

/** The value shown for `term` in the friend detail's Earnings panel. */
async function earning(page: Page, term: string) {
  const panel = page.getByRole('region', { name: 'Earnings' });
  await panel.getByText(term, { exact: true }).waitFor();
  return panel.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').textContent();
}

async function friend1Detail() {
  const page = await browser.newPage();
  await signIn(page, 'friend', DEMO.friend.username, DEMO.friend.password);
  await page.waitForURL('**/friends/detail');
  return page;
}

describe('friend earnings and payouts', () => {
  it('friend1 sees $2.85 unpaid; an admin marks it paid from Manage Friends → Payouts; friend1 then sees $0.00', async () => {
    const friend = await friend1Detail();
    await expect.poll(() => earning(friend, 'Unpaid balance')).toBe('$2.85');

    const admin = await browser.newPage();
    await signIn(admin, 'admin', DEMO.admin.username, DEMO.admin.password);
    await admin.waitForURL((url) => url.pathname === '/admin/' || url.pathname === '/admin');
    await admin.goto('/admin/friends');
    await admin.getByRole('link', { name: 'Payouts' }).click();
    await admin.waitForURL('**/admin/friends/payouts');
    await admin.getByRole('heading', { name: 'Friend Payouts' }).waitFor();
    // friend1's row: Name (username), Monero address, Unpaid balance, Total paid, Last paid.
    const friendRow = admin.locator('tr', { hasText: '(friend1)' });
    await friendRow.getByRole('cell', { name: '$2.85' }).waitFor();

    await friendRow.getByRole('button', { name: /^Mark paid/ }).click();
    const panel = admin.getByRole('region', { name: /^Payments of / });
    await panel.getByText('No payments yet.').waitFor();
    expect(await panel.getByLabel('Amount').inputValue()).toBe('2.85');
    const transactionId = `e2e-${Date.now().toString(36)}`;
    await panel.getByLabel('Transaction id').fill(transactionId);
    await panel.getByRole('button', { name: 'Mark paid' }).click();
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await panel.getByText('Success!').waitFor();
    await friendRow.getByRole('cell', { name: '$0.00' }).first().waitFor();
    const history = panel.getByRole('table', { name: 'Payments' });
    await history.getByRole('cell', { name: transactionId }).waitFor();
    await history.getByRole('cell', { name: 'Site Admin' }).waitFor();

    await friend.reload();
    await expect.poll(() => earning(friend, 'Unpaid balance')).toBe('$0.00');
  });
});

describe('the inmate’s forwarding number', () => {
  it('the inmate edits the Forwarding Number on the detail page: Invalid phone number, then Success!', async () => {
    const page = await browser.newPage();
    await registerInmate(page);
    await page.goto('/inmates/detail');
    const info = await openSection(page, 'Inmate Account Info');
    const field = info.getByLabel('Forwarding Number');
    await field.fill('12345');
    await info.getByRole('button', { name: 'Update' }).click();
    await info.getByText('Invalid phone number').waitFor();
    await field.fill('+15551234567');
    await info.getByRole('button', { name: 'Update' }).click();
    await info.getByText('Success!').waitFor();

    await page.reload();
    const again = await openSection(page, 'Inmate Account Info');
    expect(await again.getByLabel('Forwarding Number').inputValue()).toBe('+15551234567');
  });
});
