import type { Page } from 'playwright-core';

// Helpers of the inmate account journeys (e2e/account-*.e2e.ts).

let sequence = 0;

/** A fresh inmate registered through the API (POST /api/registerinmate signs them in on this page). */
export async function registerInmate(page: Page) {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  const person = {
    firstName: 'Robin',
    lastName: 'Ashby',
    username: `robin${tag}`,
    email: `robin.${tag}@example.com`,
    password: 'Garden#2026x',
  };
  if (!page.url().startsWith('http')) await page.goto('/');
  const answer = await page.evaluate(async (body) => {
    const response = await fetch('/api/registerinmate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, reenterPassword: body.password }),
    });
    return { status: response.status, body: await response.json() };
  }, person);
  if (answer.status !== 200) throw new Error(`registration failed: ${JSON.stringify(answer)}`);
  return { ...person, id: (answer.body as { inmate: { id: number } }).inmate.id };
}

/** A fresh inmate, signed in, who chose Friends 60 and is on the payment method screen. */
export async function inmateAtPayment(page: Page) {
  const inmate = await registerInmate(page);
  const selected = await page.evaluate(() =>
    fetch('/api/selectoffers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ PHONE_PALS: 1 }),
    }).then((response) => response.status),
  );
  if (selected !== 200) throw new Error(`selectoffers answered ${selected}`);
  await page.goto('/inmates/paymentmethod');
  return inmate;
}

/**
 * A fresh inmate who bought Friends 60 by card with Recurring (and Automatic, when asked) through the payment
 * screen, so they have a recurring service and a card on file at the (local) card provider.
 */
export async function payingInmate(page: Page, { automatic = false } = {}) {
  const inmate = await inmateAtPayment(page);
  await page.getByLabel('Recurring').check();
  if (automatic) await page.getByLabel('Automatic').check();
  await page.getByRole('button', { name: 'Pay With Stripe' }).click();
  await fillCard(page);
  await page.getByRole('button', { name: 'Pay $9.99' }).click();
  await page.waitForURL(/\/inmates\/detail\?delayupdate=true/, { timeout: 20_000 });
  // The webhook books the payment; the detail screen loads 2 s later and shows the service.
  await serviceCard(page, 'Friends 60').waitFor({ timeout: 20_000 });
  return inmate;
}

/** Fills the card form of the Stripe.js stand-in (or Stripe's own test card fields). */
export async function fillCard(page: Page, number = '4242 4242 4242 4242') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
}

/** A collapsible section of the detail screen, opened. */
export async function openSection(page: Page, title: string) {
  const toggle = page.getByRole('button', { name: title });
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  return page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
}

/** The titles of the detail screen's sections, in order. */
export async function sectionTitles(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Inmate Account Info' }).waitFor();
  const titles = await page.locator('.collapsible__toggle').allTextContents();
  return titles.map((title) => title.trim());
}

/** One service of Current Services. */
export const serviceCard = (page: Page, title: string) =>
  page.getByRole('article', { name: title, exact: true });

/** Staff act as an inmate through the API, as clicking a Manage Inmates row does, then open the detail screen. */
export async function actAsInmate(page: Page, prefix: '/admin' | '/employee1', inmateId: number) {
  const status = await page.evaluate(
    ([p, id]) => fetch(`${p}/api/logininmate?id=${id}`).then((response) => response.status),
    [prefix, inmateId] as const,
  );
  if (status !== 200) throw new Error(`logininmate answered ${status}`);
  await page.goto(`${prefix}/inmates/detail`);
}

/** GET an API path with the page's session (its browser context's cookies); answers status and body. */
export async function apiGet(page: Page, path: string) {
  const response = await page.request.get(path);
  return { status: response.status(), body: (await response.json()) as unknown };
}

/** Polls `read` until `check` passes (webhooks arrive a moment after the browser's confirmation). */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}
