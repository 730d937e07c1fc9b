import type { PaymentRecordAnswer } from '@app/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signIn, useBrowser } from './support/browser';

// Offers, registration and payment (spec §2 screens 1–3) in Chromium against the built product, with the local
// Stripe server answering the Worker's SDK calls and the browser's Stripe.js stand-in, and delivering its webhooks.

const browser = useBrowser();

let sequence = 0;
/** A fresh person for each registration (usernames and e-mails are unique). */
function newPerson() {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  return {
    firstName: 'Dana',
    lastName: 'Whitfield',
    username: `dana${tag}`,
    email: `dana.${tag}@example.com`,
  };
}

async function register(page: Page, person: ReturnType<typeof newPerson>) {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Password', { exact: true }).fill('Garden#2026x');
  await page.getByLabel('Re-enter password').fill('Garden#2026x');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText('Registered user').waitFor();
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
}

/** Polls an API answer until `check` passes (the webhook arrives shortly after the browser's confirmation). */
async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

type Service = { title: string };
type Payment = PaymentRecordAnswer;

describe('offers, registration and card payment', () => {
  it('a new user picks offers, registers, pays by card and lands on the detail screen with the services', async () => {
    const page = await browser.newPage();
    await page.goto('/inmates/register');

    // Screen 1: four columns and the bundles across them.
    for (const heading of ['Friends', 'Call Connect', 'AI Chat', 'Messaging']) {
      await page.getByRole('group', { name: heading, exact: true }).waitFor();
    }
    await page.getByRole('heading', { name: 'Aggregate Offers' }).waitFor();
    const family = page.getByRole('row', { name: 'Family Bundle covers' });
    expect(await family.getByRole('img', { name: 'Friends included' }).count()).toBe(1);
    expect(await family.getByRole('img', { name: 'Call Connect included' }).count()).toBe(1);
    expect(await family.getByRole('img', { name: 'AI Chat included' }).count()).toBe(0);

    // spec §4: a bundle clears the single offers it overlaps, and the reverse.
    await page.getByRole('radio', { name: 'Friends 60' }).check();
    await page.getByRole('radio', { name: 'AI Chat 50' }).check();
    await page.getByRole('radio', { name: 'Digital Bundle' }).check();
    expect(await page.getByRole('radio', { name: 'AI Chat 50' }).isChecked()).toBe(false);
    expect(await page.getByRole('radio', { name: 'Friends 60' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Family Bundle' }).check();
    expect(await page.getByRole('radio', { name: 'Friends 60' }).isChecked()).toBe(false);
    await page.getByRole('radio', { name: 'Friends 60' }).check();
    expect(await page.getByRole('radio', { name: 'Family Bundle' }).isChecked()).toBe(false);
    expect(await page.getByRole('radio', { name: 'Digital Bundle' }).isChecked()).toBe(true);
    expect(await page.getByText('never expire').first().isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL('**/inmates/register?step=registration');

    // Screen 2.
    await page.getByRole('heading', { name: 'Registration' }).waitFor();
    const person = newPerson();
    await register(page, person);
    await page.waitForURL('**/inmates/paymentmethod');

    // Screen 3: the selection and its total, then the card form of the Stripe.js stand-in.
    await page.getByText('Total: $25.98').waitFor();
    await page.getByLabel('Automatic').check();
    expect(await page.getByLabel('Recurring').isChecked()).toBe(true);
    await page.getByLabel('Recurring').uncheck();
    expect(await page.getByLabel('Automatic').isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Pay With Stripe' }).click();
    expect(await page.getByLabel('Recurring').count()).toBe(0);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $25.98' }).click();
    await page.waitForURL(/\/inmates\/detail\?delayupdate=true/, { timeout: 20_000 });

    // The payment and the services exist on the server, once.
    const services = await eventually(
      async () => (await (await page.request.get('/api/getservicesforinmate')).json()) as Service[],
      (list) => list.length >= 2,
    );
    expect(services.map((service) => service.title).sort()).toEqual(['Digital Bundle', 'Friends 60']);
    const payments = (await (await page.request.get('/api/getinmatepayments')).json()) as Payment[];
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amount: 25.98,
      paymentMethod: { description: 'Visa •••• 4242' },
    });
    expect(payments[0]?.serviceTitles.sort()).toEqual(['Digital Bundle', 'Friends 60']);

    // The detail screen (another remote) shows them once it has loaded (2 s later, spec §2).
    for (const title of ['Friends 60', 'Digital Bundle']) {
      await page
        .getByText(title, { exact: true })
        .filter({ visible: true })
        .first()
        .waitFor({ timeout: 15_000 });
    }
  });

  it('a declined card shows the provider’s message and creates nothing', async () => {
    const page = await browser.newPage();
    await page.goto('/inmates/register');
    await page.getByRole('radio', { name: 'Messages 100' }).check();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL('**/inmates/register?step=registration');
    await register(page, newPerson());
    await page.waitForURL('**/inmates/paymentmethod');
    await page.getByRole('button', { name: 'Pay With Stripe' }).click();
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $5.99' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).first().waitFor();
    expect(page.url()).toMatch(/\/inmates\/paymentmethod$/);

    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await (await page.request.get('/api/getservicesforinmate')).json()).toEqual([]);
    expect(await (await page.request.get('/api/getinmatepayments')).json()).toEqual([]);

    // The same form then takes a good card.
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $5.99' }).click();
    await page.waitForURL(/\/inmates\/detail\?delayupdate=true/, { timeout: 20_000 });
  });

  it('an empty selection shows Please Select Offer', async () => {
    const page = await browser.newPage();
    await page.goto('/inmates/register');
    await page.getByRole('radio', { name: 'Friends 60' }).waitFor();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please Select Offer' }).waitFor();
  });

  it('a signed-in inmate goes from Subscribe straight to the payment method screen', async () => {
    const page = await browser.newPage();
    await signIn(page, 'inmate', DEMO.inmate.username, DEMO.inmate.password);
    await page.waitForURL('**/inmates/detail');
    await page.goto('/inmates/register');
    await page.getByRole('radio', { name: 'Call Connect 100' }).check();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL('**/inmates/paymentmethod');
    await page.getByText('Total: $14.99').waitFor();
  });
});

describe('the admin registers an inmate and records a manual payment', () => {
  it('registers from /admin/inmates/register, then pays manually as that inmate', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', DEMO.admin.username, DEMO.admin.password);
    await page.waitForURL('**/admin/');
    await page.goto('/admin/inmates/register');

    // Staff see no Subscribe; the admin's choice is kept for the manual payment, and the form has no heading.
    await page.getByRole('radio', { name: 'Friends 150' }).check();
    await page.getByRole('radio', { name: 'Messages 100' }).check();
    expect(await page.getByRole('button', { name: 'Subscribe' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Registration' }).count()).toBe(0);

    const person = newPerson();
    const registered = page.waitForResponse((response) =>
      response.url().endsWith('/admin/api/registerinmate'),
    );
    await register(page, person);
    const { inmate } = (await (await registered).json()) as { inmate: { id: number } };
    await page.waitForURL('**/admin/inmates');

    // Act as the new inmate (what clicking their row on Manage Inmates does), then pay manually.
    const actAs = await page.request.get(`/admin/api/logininmate?id=${inmate.id}`);
    expect(actAs.status()).toBe(200);
    await page.goto('/admin/inmates/paymentmethod');
    await page.getByText('Total: $25.98').waitFor();
    await page.getByRole('button', { name: 'Manual Payment by Admin' }).click();
    await page.getByLabel('Reference notes').fill('Money order #77');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Thank You for your payment' }).waitFor();
    await page.waitForURL('**/admin/inmates/detail');

    const services = (await (await page.request.get('/api/getservicesforinmate')).json()) as Service[];
    expect(services.map((service) => service.title).sort()).toEqual(['Friends 150', 'Messages 100']);
    const payments = (await (await page.request.get('/api/getinmatepayments')).json()) as Payment[];
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amount: 25.98,
      paymentMethod: { description: 'Manual payment: Money order #77' },
    });
  });
});
