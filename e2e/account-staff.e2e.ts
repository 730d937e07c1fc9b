import type { CurrencyChargeAnswer, ServiceAnswer } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  actAsInmate,
  apiGet,
  eventually,
  fillCard,
  openSection,
  payingInmate,
  sectionTitles,
  serviceCard,
} from './support/account';
import { DEMO, signIn, useBrowser } from './support/browser';

// Staff acting as an inmate on the detail screen (spec §2 screens 4–6, §6): an ADMIN sees and does everything but
// change the password; EMPLOYEE1 sees name and e-mail read-only, edits admin notes, charges credits, stops renewals
// and resets the secret code without seeing it (DESIGN.md "Who may call what"), and never pays.

const browser = useBrowser();

type CurrencyCharge = CurrencyChargeAnswer;

describe('an ADMIN acting as the inmate', () => {
  it('sees every section, saves the phone number and notes, charges credits, money by card and the card on file', async () => {
    // An inmate who paid with Recurring: a service with recurring payments and a card on file.
    const inmatePage = await browser.newPage();
    const inmate = await payingInmate(inmatePage);

    const page = await browser.newPage();
    await signIn(page, 'admin', DEMO.admin.username, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname === '/admin/');
    await actAsInmate(page, '/admin', inmate.id);
    expect(await sectionTitles(page)).toEqual([
      'Inmate Account Info',
      'Admin Notes',
      'Payment History',
      'Auxiliary Charges',
      'Call History',
      'Current Services',
      'Current Offers',
      "Inmate's Files",
    ]);

    const info = await openSection(page, 'Inmate Account Info');
    expect(await info.getByTestId('secret-code').textContent()).toMatch(/^\d{6}$/);
    expect(await info.getByRole('link', { name: 'Change Password' }).count()).toBe(0);
    await info.getByLabel('Assigned Phone Number').fill('12345');
    await info.getByRole('button', { name: 'Save Number' }).click();
    await info.getByText('Invalid phone number').waitFor();
    await info.getByLabel('Assigned Phone Number').fill('+15555550142');
    await info.getByRole('button', { name: 'Save Number' }).click();
    await info.getByRole('status').filter({ hasText: 'Phone Number Saved' }).waitFor();

    const notes = await openSection(page, 'Admin Notes');
    await notes.getByLabel('Notes').fill('Prefers calls after lunch.');
    await notes.getByRole('button', { name: 'Save Note' }).click();
    await notes.getByRole('status').filter({ hasText: 'Admin Note Saved' }).waitFor();

    const charges = await openSection(page, 'Auxiliary Charges');
    const credits = charges.getByRole('group', { name: 'Charge Credits' });
    await credits.getByLabel('Service').selectOption({ label: 'Friends 60 (60.0 credits)' });
    await credits.getByLabel('Credits').fill('2.5');
    await credits.getByLabel('Description').fill('Replacement headset');
    await credits.getByRole('button', { name: 'Charge Credits' }).click();
    await credits.getByRole('status').filter({ hasText: 'Success!' }).waitFor();
    await charges.getByRole('cell', { name: 'Replacement headset' }).waitFor();
    // More credits than remain: refused, nothing taken (spec §8 Error Charging Credits).
    await credits.getByLabel('Credits').fill('9999');
    await credits.getByLabel('Description').fill('Too much');
    await credits.getByRole('button', { name: 'Charge Credits' }).click();
    await credits.getByRole('alert').filter({ hasText: 'Error Charging Credits' }).waitFor();
    await page
      .getByRole('article', { name: 'Friends 60', exact: true })
      .getByText('57.5', { exact: true })
      .waitFor();

    // The card-on-file charge: Charge Request Sent, then the detail screen again 2000 ms later.
    const onFile = charges.getByRole('group', { name: 'Charge Card On File' });
    await onFile.getByLabel('Amount').fill('3.25');
    await onFile.getByLabel('Description').fill('Lost ID card');
    await onFile.getByRole('button', { name: 'Charge Card On File' }).click();
    await onFile.getByRole('status').filter({ hasText: 'Charge Request Sent' }).waitFor();
    await page.waitForURL(/\/admin\/inmates\/detail\?delayupdate=true/, { timeout: 10_000 });
    const afterOnFile = await eventually(
      async () => (await apiGet(page, '/api/getauxiliarycurrencycharges')).body as CurrencyCharge[],
      (list) => list.length === 1,
    );
    expect(afterOnFile[0]).toMatchObject({
      description: 'Lost ID card',
      price: 3.25,
      payment: { paymentMethod: { description: 'Visa •••• 4242' } },
    });

    // The money charge shows the card form for that amount; paying returns to the detail screen.
    await page.goto('/admin/inmates/detail');
    const moneyCharges = await openSection(page, 'Auxiliary Charges');
    const money = moneyCharges.getByRole('group', { name: 'Charge Money' });
    await money.getByLabel('Amount').fill('12.50');
    await money.getByLabel('Description').fill('Replacement tablet charger');
    await money.getByRole('button', { name: 'Show Payment Form' }).click();
    // The card form is for $12.50: the amount cannot change under it, only through Change amount.
    await money.getByRole('button', { name: 'Change amount' }).waitFor();
    expect(await money.getByLabel('Amount').isEditable()).toBe(false);
    await fillCard(page, '5555 5555 5555 4444');
    await money.getByRole('button', { name: 'Pay $12.50' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/inmates/detail' && url.search.includes('delayupdate=true'),
      {
        timeout: 20_000,
      },
    );
    await page.getByRole('status').filter({ hasText: 'Thank You for your payment.' }).waitFor();
    const afterCard = await eventually(
      async () => (await apiGet(page, '/api/getauxiliarycurrencycharges')).body as CurrencyCharge[],
      (list) => list.length === 2,
    );
    expect(afterCard.map((charge) => charge.description).sort()).toEqual([
      'Lost ID card',
      'Replacement tablet charger',
    ]);
    const list = await openSection(page, 'Auxiliary Charges');
    await list.getByRole('cell', { name: 'Replacement tablet charger' }).waitFor({ timeout: 10_000 });
    await list.getByRole('cell', { name: '$12.50' }).waitFor();
  });
});

describe('EMPLOYEE1 acting as the inmate', () => {
  it('sees name and e-mail read-only and no secret code, payments, calls or offers; edits notes and charges credits', async () => {
    const page = await browser.newPage();
    await signIn(page, 'employee1', DEMO.employee1.username, DEMO.employee1.password);
    await page.waitForURL((url) => url.pathname === '/employee1/');
    await actAsInmate(page, '/employee1', 1);
    expect(await sectionTitles(page)).toEqual([
      'Inmate Account Info',
      'Admin Notes',
      'Auxiliary Charges',
      'Current Services',
      "Inmate's Files",
    ]);
    const info = await openSection(page, 'Inmate Account Info');
    await info.getByText('Alex', { exact: true }).waitFor();
    await info.getByText(DEMO.inmate.email).waitFor();
    expect(await info.getByRole('textbox').count()).toBe(0);
    expect(await page.getByText('482913').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Make Payment' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Renew', exact: true }).count()).toBe(0);

    // The server keeps the same limits, whatever the page does.
    const detail = await apiGet(page, '/api/getinmatedetail');
    expect(detail.status).toBe(200);
    expect(detail.body).not.toHaveProperty('secretCode');
    for (const path of [
      '/api/getinmatepayments',
      '/api/getinmatecalls',
      '/api/getauxiliarycurrencycharges',
    ]) {
      expect((await apiGet(page, path)).status).toBe(403);
    }
    const rename = await page.evaluate(async () => {
      const form = new FormData();
      form.set('firstName', 'Mallory');
      form.set('lastName', 'Morgan');
      return (await fetch('/api/savename', { method: 'POST', body: form })).status;
    });
    expect(rename).toBe(403);

    const notes = await openSection(page, 'Admin Notes');
    await notes.getByLabel('Notes').fill('Demo account. Checked in by the front desk.');
    await notes.getByRole('button', { name: 'Save Note' }).click();
    await notes.getByRole('status').filter({ hasText: 'Admin Note Saved' }).waitFor();

    const charges = await openSection(page, 'Auxiliary Charges');
    expect(await charges.getByRole('group', { name: 'Charge Money' }).count()).toBe(0);
    expect(await charges.getByRole('group', { name: 'Charge Card On File' }).count()).toBe(0);
    const remaining = async () => {
      const services = (await apiGet(page, '/api/getservicesforinmate')).body as ServiceAnswer[];
      return services.find((service) => service.id === 3)?.remainingCredits ?? 0; // the demo's Messages 100
    };
    const before = await remaining();
    const credits = charges.getByRole('group', { name: 'Charge Credits' });
    await credits.getByLabel('Service').selectOption('3');
    await credits.getByLabel('Credits').fill('0.5');
    await credits.getByLabel('Description').fill('Printed letter');
    await credits.getByRole('button', { name: 'Charge Credits' }).click();
    await credits.getByRole('status').filter({ hasText: 'Success!' }).waitFor();
    await charges.getByRole('cell', { name: 'Printed letter' }).first().waitFor();
    // Credits with one decimal, compared in tenths: 12.3 - 0.5 is 11.799999999999999 in floating point.
    expect(Math.round((await remaining()) * 10)).toBe(Math.round(before * 10) - 5);
  });

  it('stops an auto-renewal and resets the secret code without seeing it, as DESIGN.md allows staff', async () => {
    const family = await browser.newPage();
    const inmate = await payingInmate(family, { automatic: true });
    const page = await browser.newPage();
    await signIn(page, 'employee1', DEMO.employee1.username, DEMO.employee1.password);
    await page.waitForURL((url) => url.pathname === '/employee1/');
    await actAsInmate(page, '/employee1', inmate.id);

    const card = serviceCard(page, 'Friends 60');
    await card.waitFor();
    expect(await card.getByRole('button', { name: 'Renew', exact: true }).count()).toBe(0);
    await card.getByRole('button', { name: 'Stop Auto-Renew' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, stop' }).click();
    await card
      .getByRole('button', { name: 'Stop Auto-Renew' })
      .waitFor({ state: 'detached', timeout: 10_000 });
    await card.getByRole('button', { name: 'Stop Recurring' }).waitFor();

    const before = (await apiGet(family, '/api/getinmatedetail')).body as { secretCode: string };
    const info = await openSection(page, 'Inmate Account Info');
    await info.getByText('******', { exact: true }).waitFor();
    await info.getByRole('button', { name: 'Reset' }).click();
    await info.getByRole('status').filter({ hasText: 'The inmate has a new secret code' }).waitFor();
    expect(await page.getByText(before.secretCode).count()).toBe(0);
    const after = (await apiGet(family, '/api/getinmatedetail')).body as { secretCode: string };
    expect(after.secretCode).toMatch(/^\d{6}$/);
    expect(after.secretCode).not.toBe(before.secretCode);
  });
});
