import { describe, expect, it } from 'vitest';
import {
  apiGet,
  openSection,
  payingInmate,
  registerInmate,
  sectionTitles,
  serviceCard,
} from './support/account';
import { DEMO, signIn, useBrowser } from './support/browser';

// The inmate's own account (spec §2 screens 4–6 as the inmate sees them), in Chromium against the built product.

const browser = useBrowser();

describe('the inmate detail screen, as the inmate', () => {
  it('inmate1 sees their sections, depleted services, histories and charges', async () => {
    const page = await browser.newPage();
    await signIn(page, 'inmate', DEMO.inmate.username, DEMO.inmate.password);
    await page.waitForURL('**/inmates/detail');
    expect(await sectionTitles(page)).toEqual([
      'Inmate Account Info',
      'Payment History',
      'Auxiliary Charges',
      'Call History',
      'Current Services',
      'Current Offers',
      "Inmate's Files",
    ]);
    const info = await openSection(page, 'Inmate Account Info');
    expect(await info.getByLabel('First Name').inputValue()).toBe('Alex');
    await info.getByText('********').waitFor();
    await info.getByText('482913').waitFor();
    expect(await info.getByLabel('Assigned Phone Number').count()).toBe(0);

    // spec §4: below 1 credit, or paid through a past date, is depleted; an empty date reads never expire.
    const aiChat = serviceCard(page, 'AI Chat Monthly');
    await aiChat.getByText('Depleted').waitFor();
    await aiChat.getByText('0.5', { exact: true }).waitFor();
    await serviceCard(page, 'Friends 150').getByText('Depleted').waitFor();
    const friends = serviceCard(page, 'Friends 60');
    expect(await friends.getByText('Depleted').count()).toBe(0);
    await friends.getByText('42.3', { exact: true }).waitFor();
    await friends.getByText('never expire').waitFor();

    const payments = await openSection(page, 'Payment History');
    await payments.getByRole('cell', { name: '$12.99' }).waitFor();
    await payments.getByRole('cell', { name: 'Manual payment by admin' }).waitFor();
    const calls = await openSection(page, 'Call History');
    await calls.getByRole('cell', { name: 'Monthly charge' }).waitFor();
    await calls.getByRole('cell', { name: '189.5' }).waitFor();
    const charges = await openSection(page, 'Auxiliary Charges');
    await charges.getByRole('cell', { name: 'Replacement earbuds' }).waitFor();
    await charges.getByRole('cell', { name: 'Replacement ID card' }).waitFor();
    expect(await charges.getByRole('group', { name: 'Charge Credits' }).count()).toBe(0);

    // Make Payment leads to the offer selection.
    const offers = await openSection(page, 'Current Offers');
    await offers.getByRole('button', { name: 'Make Payment' }).click();
    await page.waitForURL('**/inmates/register');
  });

  it('a new inmate edits name and e-mail and resets the secret code, with the spec §8 messages', async () => {
    const page = await browser.newPage();
    const inmate = await registerInmate(page);
    await page.goto('/inmates/detail');
    const info = await openSection(page, 'Inmate Account Info');

    await info.getByLabel('First Name').fill('Rob1n');
    await info.getByRole('button', { name: 'Save Name' }).click();
    await info.getByText('First name can only contain upper and lower case letters').waitFor();
    await info.getByLabel('First Name').fill('Robyn');
    await info.getByRole('button', { name: 'Save Name' }).click();
    await info.getByRole('status').filter({ hasText: 'Inmate name saved' }).waitFor();

    // An e-mail another inmate has fails (spec §8).
    await info.getByLabel('E-mail').fill(DEMO.inmate.email);
    await info.getByRole('button', { name: 'Save E-mail' }).click();
    await info
      .getByRole('alert')
      .filter({ hasText: 'Failed to save e-mail: This e-mail is already used by another account' })
      .waitFor();
    await info.getByLabel('E-mail').fill(`new.${inmate.email}`);
    await info.getByRole('button', { name: 'Save E-mail' }).click();
    await info.getByRole('status').filter({ hasText: 'Inmate e-mail saved' }).waitFor();

    const before = (await info.getByTestId('secret-code').textContent()) ?? '';
    await info.getByRole('button', { name: 'Reset' }).click();
    await expect
      .poll(async () => info.getByTestId('secret-code').textContent(), { timeout: 10_000 })
      .not.toBe(before);

    const detail = await apiGet(page, '/api/getinmatedetail');
    expect(detail.body).toMatchObject({ firstName: 'Robyn', email: `new.${inmate.email}` });
    expect(detail.body).not.toHaveProperty('adminNotes');

    // The password is changed through its own screen.
    await info.getByRole('link', { name: 'Change Password' }).click();
    await page.waitForURL('**/inmates/changepassword');
  });

  it('an inmate who pays automatically stops auto-renewal, then recurring payments, after confirming', async () => {
    const page = await browser.newPage();
    await payingInmate(page, { automatic: true });
    const card = serviceCard(page, 'Friends 60');
    expect(await card.getByRole('definition').allTextContents()).toContain('Yes');

    await card.getByRole('button', { name: 'Stop Auto-Renew' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Stop automatic renewal of Friends 60?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog.count()).toBe(0);
    await card.getByRole('button', { name: 'Stop Auto-Renew' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, stop' }).click();
    // The page reloads: no auto-renewal any more, recurring still on.
    await card.getByRole('button', { name: 'Stop Auto-Renew' }).waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Stop Recurring' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, stop' }).click();
    await card.getByRole('button', { name: 'Stop Recurring' }).waitFor({ state: 'detached' });
    // After the reload (2 s later, delayupdate=true) focus is on the Current Services heading, not on the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 10_000 })
      .toBe('Current Services');
    const services = (await apiGet(page, '/api/getservicesforinmate')).body as {
      recurringPayments: boolean;
      automaticPayments: boolean;
    }[];
    expect(services[0]).toMatchObject({ recurringPayments: false, automaticPayments: false });

    // selectservice marks the service in use; only the services read again, so focus stays on the service.
    await card.getByRole('button', { name: 'Use This Service' }).click();
    await card.getByText('In use').waitFor();
    await expect
      .poll(() => card.evaluate((element) => element === document.activeElement), { timeout: 10_000 })
      .toBe(true);
  });

  it('uploads a file with a description, downloads it, and deletes it; a wrong type is refused', async () => {
    const page = await browser.newPage();
    await registerInmate(page);
    await page.goto('/inmates/detail');
    const files = await openSection(page, "Inmate's Files");
    await files.getByText('No files yet.').waitFor();

    const wav = Buffer.alloc(2048);
    wav.write('RIFF', 0, 'ascii');
    wav.writeUInt32LE(2040, 4);
    wav.write('WAVE', 8, 'ascii');
    await files.getByLabel('Choose a file or audio').setInputFiles({
      name: 'hello.wav',
      mimeType: 'audio/wav',
      buffer: wav,
    });
    await files.getByLabel('Description').fill('Message for my sister');
    await files.getByRole('button', { name: 'Upload' }).click();
    await files
      .getByRole('status')
      .filter({ hasText: /File uploaded with code \d{6}/ })
      .waitFor();
    const row = files.getByRole('row', { name: /Message for my sister/ });
    const code = (await row.getByRole('link').textContent()) ?? '';
    expect(code).toMatch(/^\d{6}$/);

    // The file round-trips through R2 with its type, as a download.
    const download = await page.evaluate(
      async (uri) => {
        const response = await fetch(uri);
        return {
          status: response.status,
          type: response.headers.get('content-type'),
          disposition: response.headers.get('content-disposition'),
          size: (await response.arrayBuffer()).byteLength,
        };
      },
      (await row.getByRole('link').getAttribute('href')) ?? '',
    );
    expect(download).toEqual({
      status: 200,
      type: 'audio/wav',
      disposition: `attachment; filename="${code}.wav"`,
      size: 2048,
    });

    await files.getByLabel('Choose a file or audio').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('plain text'),
    });
    await files.getByRole('button', { name: 'Upload' }).click();
    await files
      .getByRole('alert')
      .filter({ hasText: 'Only audio, image and PDF files can be uploaded' })
      .waitFor();

    // Delete asks first; Yes, delete removes it and gives focus to the section's heading.
    await files.getByRole('button', { name: `Delete ${code}` }).click();
    await files.getByRole('group', { name: `Delete file ${code}?` }).waitFor();
    await files.getByRole('button', { name: 'Yes, delete' }).click();
    await files.getByText('No files yet.').waitFor();
    await files
      .getByRole('status')
      .filter({ hasText: `File ${code} deleted` })
      .waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Inmate's Files");
  });
});
