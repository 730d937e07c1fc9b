import type { FriendAnswer } from '@app/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signIn, useBrowser } from './support/browser';

// The friend side (spec §2 screens 10–12, issue 9) in Chromium against the built product: a newcomer becomes a
// verified, approved friend from the home page; an admin edits the intro the public then reads.

const browser = useBrowser();

/** The Monero Project's donation address: a valid mainnet address (as in the crypto-address tests). */
const MONERO_ADDRESS =
  '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A 900 × 600 PNG drawn by the page's own canvas, larger than the 512 px the browser scales photos down to. */
async function widePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#2d7d46';
    context.fillRect(0, 0, 900, 600);
    context.fillStyle = '#fff';
    context.fillRect(300, 150, 300, 300);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

type PlacedCall = { to: string; say: string; at: string };

/** The code the latest local call to `phone` spoke digit by digit (GET /api/dev/calls, the page's cookies). */
async function spokenCode(page: Page, phone: string): Promise<string> {
  const response = await page.request.get('/api/dev/calls');
  expect(response.status()).toBe(200);
  const calls = ((await response.json()) as PlacedCall[]).filter((call) => call.to === phone);
  const say = calls.at(-1)?.say ?? '';
  const code = (say.match(/\d/g) ?? []).slice(0, 6).join('');
  expect(code, `the call said: ${say}`).toMatch(/^\d{6}$/);
  return code;
}

describe('a newcomer becomes a friend', () => {
  it('registers from home, fills the profile, is called with a code, verifies, is approved and edits it', async () => {
    const page = await browser.newPage();
    const id = tag();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Friends' }).click();
    await nav.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL('**/friends/register');
    // spec §9: the default intro states the pay.
    await page.getByText('$.15', { exact: false }).first().waitFor();

    await page.getByLabel('First name').fill('Morgan');
    await page.getByLabel('Last name').fill('Hale');
    await page.getByLabel('E-mail').fill(`morgan.${id}@example.com`);
    await page.getByLabel('Username').fill(`morgan${id}`);
    await page.getByLabel('Password', { exact: true }).fill('Garden#2026x');
    await page.getByLabel('Re-enter password').fill('Garden#2026x');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/friends/profile');

    // The §5 messages before anything is sent.
    await page.getByRole('button', { name: 'Call Me' }).click();
    await page.getByText('Monero Address is required*').waitFor();
    await page.getByText('description is required').waitFor();

    const phone = `+1555${Date.now().toString().slice(-7)}`;
    await page.getByLabel('Phone Number').fill(phone);
    await page.getByLabel('Monero Address').fill(MONERO_ADDRESS);
    await page.getByLabel('Brief Summary For Publication').fill('Night owl, happy to talk about music.');
    await page.getByRole('checkbox', { name: 'busy' }).check();
    await page.getByRole('checkbox', { name: 'available' }).waitFor();
    await page.getByLabel('Choose Photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await widePng(page),
    });
    // Scaled in the browser to at most 512 px, shown as a data URL before it is sent.
    const preview = page.getByRole('img', { name: 'Profile preview' });
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(
      await preview.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]),
    ).toEqual([512, 341]);

    await page.getByRole('button', { name: 'Call Me' }).click();
    await page.getByRole('status').waitFor();
    expect(await page.getByRole('button', { name: 'Verify' }).count()).toBe(0);
    const code = await spokenCode(page, phone);
    await page.getByLabel('Verification Code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/friends/detail');

    const panel = page.getByRole('region', { name: 'Current Profile' });
    await panel.getByText('approved', { exact: true }).waitFor();
    await panel.getByText('available', { exact: true }).waitFor();
    await panel.getByText(MONERO_ADDRESS).waitFor();
    await page.getByText(phone).waitFor();
    await page.getByText(`morgan${id}`, { exact: true }).waitFor();
    const photo = panel.getByRole('img', { name: 'Morgan Hale' });
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(512);

    const detail = await page.request.get('/api/getfrienddetail');
    expect((await detail.json()) as FriendAnswer).toMatchObject({
      approved: true,
      verified: true,
      active: true,
    });

    // Approved, the friend edits their own profile with Save Profile (spec §2 screen 11).
    await page.goto('/friends/profile');
    await page.getByRole('button', { name: 'Save Profile' }).waitFor();
    expect(await page.getByRole('button', { name: 'Call Me' }).count()).toBe(0);
    await page
      .getByLabel('Brief Summary For Publication')
      .fill('Early riser now, happy to talk about films.');
    await page.getByRole('checkbox', { name: 'available' }).uncheck();
    await page.getByRole('checkbox', { name: 'busy' }).waitFor();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.waitForURL('**/friends/detail');
    await panel.getByText('Early riser now, happy to talk about films.').waitFor();
    await panel.getByText('busy', { exact: true }).waitFor();

    // Another phone number is verified by its own call before inmates' calls ring it.
    await page.goto('/friends/profile');
    await page.getByRole('button', { name: 'Save Profile' }).waitFor();
    await expect.poll(() => page.getByLabel('Phone Number').inputValue()).toBe(phone);
    const newPhone = `+1555${(Date.now() + 1).toString().slice(-7)}`;
    await page.getByLabel('Phone Number').fill(newPhone);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.waitForURL('**/friends/detail');
    await panel.getByText('waiting for verification', { exact: true }).waitFor();
    await page.goto('/friends/profile');
    await page.getByRole('button', { name: 'Call Me' }).click();
    await page.getByText('We are calling you with your verification code').waitFor();
    await page.getByLabel('Verification Code').fill(await spokenCode(page, newPhone));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/friends/detail');
    await panel.getByText('approved', { exact: true }).waitFor();
    await page.getByText(newPhone).waitFor();

    await page.getByRole('button', { name: 'Reset' }).click();
    await page.waitForURL('**/friends/changepassword');
  });
});

describe('the friend intro', () => {
  it('an admin edits it and the public register page shows it, with nothing that runs', async () => {
    const admin = await browser.newPage();
    await signIn(admin, 'admin', DEMO.admin.username, DEMO.admin.password);
    await admin.waitForURL((url) => url.pathname === '/admin/' || url.pathname === '/admin');
    await admin.goto('/admin/friends/register');
    const heading = `Friends wanted ${tag()}`;
    const editor = admin.getByLabel('Intro (HTML)');
    await editor.waitFor();
    await editor.fill(
      `<h2>${heading}</h2><p>We pay <b>$.15</b> per minute.</p><img src=x onerror="document.title='pwned'"><script>document.title='pwned'</script>`,
    );
    await admin.getByRole('button', { name: 'Edit Content' }).click();
    await admin.getByRole('status').filter({ hasText: 'Success!' }).waitFor();

    const visitor = await browser.newPage();
    await visitor.goto('/friends/register');
    await visitor.getByRole('heading', { name: heading }).waitFor();
    await visitor.getByText('We pay $.15 per minute.').waitFor();
    expect(await visitor.getByLabel('Intro (HTML)').count()).toBe(0);
    const intro = await visitor.getByTestId('friend-intro').innerHTML();
    expect(intro).not.toMatch(/<script|onerror|<img/i);
    expect(await visitor.title()).not.toBe('pwned');
  });

  it('has one per language: an admin edits the Spanish one, which Spanish readers see and English readers do not', async () => {
    const admin = await browser.newPage();
    await signIn(admin, 'admin', DEMO.admin.username, DEMO.admin.password);
    await admin.waitForURL((url) => url.pathname === '/admin/' || url.pathname === '/admin');
    await admin.goto('/admin/friends/register');
    await admin.getByLabel('Intro (HTML)').waitFor();
    await admin.getByLabel('Language').selectOption('es');
    await admin
      .getByText('Esta es la presentación en español. Para editar la inglesa, cambie el idioma a English.')
      .waitFor();
    const heading = `Se buscan amigos ${tag()}`;
    const editor = admin.getByLabel('Presentación (HTML)');
    await expect.poll(() => editor.inputValue()).toContain('$.15/min');
    await editor.fill(`<h2>${heading}</h2><p>Pagamos $.15 por minuto.</p>`);
    await admin.getByRole('button', { name: 'Guardar contenido' }).click();
    await admin.getByRole('status').filter({ hasText: '¡Listo!' }).waitFor();

    const spanish = await browser.newPage({ locale: 'es-MX' });
    await spanish.goto('/friends/register');
    await spanish.getByRole('heading', { name: heading }).waitFor();
    await spanish.getByText('Pagamos $.15 por minuto.').waitFor();

    const english = await browser.newPage({ locale: 'en-US' });
    await english.goto('/friends/register');
    await english.getByTestId('friend-intro').waitFor();
    expect(await english.getByTestId('friend-intro').textContent()).toContain('$.15');
    expect(await english.getByRole('heading', { name: heading }).count()).toBe(0);
  });
});

describe('an admin acting as a friend', () => {
  it('sees friend1’s detail and profile under /admin, without Choose Photo', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin', DEMO.admin.username, DEMO.admin.password);
    await page.waitForURL('**/admin/');
    const acted = await page.evaluate(async (username) => {
      const friends = (await (await fetch('/admin/api/getfriends')).json()) as {
        id: number;
        username: string;
      }[];
      const friend = friends.find((row) => row.username === username);
      return friend ? (await fetch(`/admin/api/loginfriend?id=${friend.id}`)).status : 0;
    }, DEMO.friend.username);
    expect(acted).toBe(200);
    await page.goto('/admin/friends/detail');
    await page.getByText(DEMO.friend.email).waitFor();
    await page
      .getByRole('region', { name: 'Current Profile' })
      .getByText('approved', { exact: true })
      .waitFor();
    await page.goto('/admin/friends/profile');
    await page.getByRole('button', { name: 'Save Profile' }).waitFor();
    expect(await page.getByLabel('Choose Photo').count()).toBe(0);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.waitForURL('**/admin/friends/detail');
  });
});
