import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './support/browser';

/** Reads the current captcha's answer as a person reads the image (local runs only: GET /api/dev/captcha). */
async function captchaAnswer(page: Page): Promise<string> {
  await page.getByRole('img', { name: 'captcha' }).waitFor();
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('img[alt="captcha"]');
    return image?.complete && image.naturalWidth > 0;
  });
  const { answer } = await page.evaluate(() => fetch('/api/dev/captcha').then((response) => response.json()));
  return answer as string;
}

describe('Contact Support (spec §2 screen 19)', () => {
  const browser = useBrowser();

  it('a wrong captcha shows the server text; a right one sends the request and goes home', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await page.waitForURL('**/contactus');

    await page.getByLabel('E-mail').fill('family@example.com');
    await page.getByLabel('Message').fill('My card was charged twice.');
    await page.getByLabel('Captcha answer').fill('WRONG');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('The captcha answer is wrong. Please try again.').waitFor();

    await page.getByLabel('Captcha answer').fill(await captchaAnswer(page));
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Support Request Sent').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    const mails = (await (await fetch(`${baseUrl()}/api/dev/outbox`)).json()) as { text: string }[];
    expect(mails.some((mail) => mail.text.includes('My card was charged twice.'))).toBe(true);
  });
});

describe('Contact Support with a code by e-mail (docs/decisions.md "Contact form")', () => {
  const browser = useBrowser();

  it('whoever cannot read the picture has a code mailed to the form’s address and sends with it', async () => {
    const page = await browser.newPage();
    const address = `no-picture-${Date.now()}@example.com`;
    await page.goto('/contactus');
    await page.getByLabel('E-mail').fill(address);
    await page.getByRole('button', { name: 'E-mail me a code instead' }).click();
    await page.getByText(`We sent a code to ${address}: type it as the captcha answer.`).waitFor();
    expect(await page.getByRole('img', { name: 'captcha' }).count()).toBe(0);

    // The code as its reader finds it in the mail (local runs: GET /api/dev/outbox).
    const mails = (await (await fetch(`${baseUrl()}/api/dev/outbox`)).json()) as {
      to: string;
      text: string;
    }[];
    const code = /Your code is: (\d+)/.exec(
      mails.filter((mail) => mail.to === address).at(-1)?.text ?? '',
    )?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Captcha answer').fill(code ?? '');
    await page.getByLabel('Message').fill('I cannot see the picture.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Support Request Sent').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('Content-Security-Policy (issue 8 §5)', () => {
  const browser = useBrowser();

  it('the pages run under the CSP: a script from another origin is refused and reported', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByRole('link', { name: 'Contact Support' }).waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://evil.example.com/steal.js';
      document.head.append(script);
    });
    await expect.poll(() => browser.cspViolations().join('\n')).toMatch(/evil\.example\.com/);
    await page.context().close(); // no later report can arrive
    browser.forgiveCspViolations();
  });
});
