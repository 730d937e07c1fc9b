import { describe, expect, it } from 'vitest';
import { fillCard, inmateAtPayment, registerInmate } from './support/account';
import { baseUrl, useBrowser } from './support/browser';

// Issue 13 §4, §6: after paying by card the account page opens on the receipt panel (amount, the card's last four),
// the client secret is gone from the address bar, Payment History is open, and the itemised receipt is in the local
// outbox (GET /api/dev/outbox), once.

const browser = useBrowser();

type Mail = { to: string; subject: string; text: string };

async function mailsTo(address: string): Promise<Mail[]> {
  const mails = (await (await fetch(`${baseUrl()}/api/dev/outbox`)).json()) as Mail[];
  return mails.filter((mail) => mail.to === address);
}

describe('the receipt after paying', () => {
  it('pays with 4242, sees the receipt panel without the secret in the address, and gets the receipt by e-mail', async () => {
    const page = await browser.newPage();
    const inmate = await inmateAtPayment(page);
    await page.getByRole('button', { name: 'Pay With Stripe' }).click();
    await fillCard(page);
    // The pay button's words say one-time or subscription (offers' part); it starts with the amount to pay.
    await page.getByRole('button', { name: /^Pay \$9\.99/ }).click();
    await page.waitForURL(/\/inmates\/detail\?delayupdate=true/, { timeout: 20_000 });

    // The receipt panel: being recorded, then the receipt once the webhook has booked the payment.
    const panel = page.getByRole('region', { name: 'Receipt' });
    await panel.waitFor({ timeout: 15_000 });
    await panel.getByText('Card ending in 4242').waitFor({ timeout: 20_000 });
    await panel.getByText('$9.99').waitFor();
    await panel.getByText(/Friends 60: 60\.0 credits added/).waitFor();

    // The address bar holds no client secret (nor the other return parameters).
    const address = new URL(page.url());
    expect(address.pathname).toBe('/inmates/detail');
    expect(address.search).toBe('?delayupdate=true');
    expect(page.url()).not.toMatch(/secret|payment_intent|redirect_status/);

    // Payment History is open (not collapsed) and lists the payment.
    const history = page.getByRole('button', { name: 'Payment History' });
    await history.waitFor({ timeout: 15_000 });
    expect(await history.getAttribute('aria-expanded')).toBe('true');

    // The itemised receipt, once.
    let mails: Mail[] = [];
    for (let attempt = 0; attempt < 40 && mails.length === 0; attempt += 1) {
      mails = await mailsTo(inmate.email);
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(mails.map((mail) => mail.subject)).toEqual(['Your receipt: $9.99']);
    expect(mails[0]?.text).toContain('Paid with the card ending in 4242');
    expect(mails[0]?.text).toContain('- Friends 60: 60.0 credits added');
  });

  it('back from a payment that did not go through, says so and waits for no receipt', async () => {
    const page = await browser.newPage();
    await registerInmate(page);
    await page.goto(
      '/inmates/detail?delayupdate=true&payment_intent=pi_3Declined' +
        '&payment_intent_client_secret=pi_3Declined_secret_x&redirect_status=requires_payment_method',
    );
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your card payment did not go through. Nothing was charged; please try again.' })
      .waitFor();
    await page.waitForURL((url) => url.search === '?delayupdate=true');
    await page.getByRole('button', { name: 'Inmate Account Info' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('region', { name: 'Receipt' }).count()).toBe(0);
  });
});
