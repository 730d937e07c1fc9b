import { describe, expect, it } from 'vitest';
import { apiGet, payingInmate, serviceCard } from './support/account';
import { useBrowser } from './support/browser';

// spec §2 screen 3: Recurring means "inmates can renew from inside". An inmate who paid with Recurring renews a
// service from Account Info with the kept card, in Chromium against the built product and the local Stripe server.

const browser = useBrowser();

describe('Renew with the kept card', () => {
  it('an inmate who paid with Recurring renews from Current Services and gets the offer again', async () => {
    const page = await browser.newPage();
    await payingInmate(page);
    const card = serviceCard(page, 'Friends 60');
    await card.getByRole('button', { name: 'Renew' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText(
        'Renew Friends 60: pay $9.99 with your kept card? Its credits and days come as a new service.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Yes, renew' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Friends 60 renewed: the new credits are in your services.' })
      .waitFor();
    // The list reads again: two services of the offer, and two payments of its price.
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(2);
    const payments = (await apiGet(page, '/api/getinmatepayments')).body as { amount: number }[];
    expect(payments.map((payment) => payment.amount)).toEqual([9.99, 9.99]);
  });
});
