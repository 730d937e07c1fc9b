import type { AudioFilesAnswer } from '@app/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signIn, useBrowser } from './support/browser';

// Manage Audio Files (spec §2 screen 20, issue 10 item 8) in Chromium against the built product: an admin uploads a
// WAV, sees it active and plays it in the page, replaces it and deletes it; EMPLOYEE1 sees it under /employee1/files.

const browser = useBrowser();

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A mono 16-bit PCM WAV of `seconds` of silence at 8 kHz: the RIFF/WAVE header and its samples. */
function silentWav(seconds: number): Buffer {
  const rate = 8000;
  const dataSize = Math.round(seconds * rate) * 2;
  const wav = Buffer.alloc(44 + dataSize);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataSize, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataSize, 40);
  return wav;
}

/** The player's duration in seconds once the browser has read the file's header (NaN until then). */
const duration = (player: Locator) =>
  player.evaluate((element) => {
    const audio = element as HTMLAudioElement;
    return audio.readyState >= 1 ? Math.round(audio.duration * 10) / 10 : Number.NaN;
  });

/** Signs in as `kind` and opens Manage Audio Files from the Admin Tools menu, as a person would. */
async function openAudioFiles(page: Page, kind: 'admin' | 'employee1') {
  await signIn(page, kind, DEMO[kind].username, DEMO[kind].password);
  await page.waitForURL((url) => url.pathname.startsWith(`/${kind}`) && !url.pathname.endsWith('/login'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Admin Tools' }).click();
  await nav.getByRole('link', { name: 'Manage Audio Files' }).click();
  await page.waitForURL(`**/${kind}/files`);
  await page.getByRole('heading', { name: 'Manage Audio Files' }).waitFor();
}

describe('Manage Audio Files', () => {
  it('an admin uploads a WAV that plays in the page, EMPLOYEE1 sees it, then it is replaced and deleted', async () => {
    const page = await browser.newPage();
    await openAudioFiles(page, 'admin');

    const name = `Greeting ${tag()}`;
    const upload = page.getByRole('form', { name: 'Upload an audio file' });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.getByText('Please enter a name').waitFor();
    await upload.getByLabel('Name').fill(name);
    await upload.getByLabel('Purpose').selectOption({ label: 'Greeting after a call is accepted' });
    await upload
      .getByLabel(/Audio file/)
      .setInputFiles({ name: 'greeting.wav', mimeType: 'audio/wav', buffer: silentWav(2) });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('status').filter({ hasText: 'Success!' }).waitFor();
    expect(await upload.getByLabel('Name').inputValue()).toBe('');

    const greetings = page.getByRole('region', { name: 'Greeting after a call is accepted' });
    const file = greetings.getByRole('article', { name });
    await file.getByText('Active', { exact: true }).waitFor();
    await file.getByText(/31\.3 KB · uploaded \d{4}-\d{2}-\d{2}/).waitFor();

    // The page's player loads the bytes from the API and plays them.
    const player = file.getByLabel(`Play ${name}`);
    await expect.poll(() => duration(player), { timeout: 15_000 }).toBe(2);
    const src = (await player.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/admin\/api\/audiofiles\/\d+\?v=/);
    await player.evaluate((element) => (element as HTMLAudioElement).play());
    await expect
      .poll(() => player.evaluate((element) => (element as HTMLAudioElement).currentTime), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);

    // EMPLOYEE1 manages the same files under their own prefix.
    const staff = await browser.newPage();
    await openAudioFiles(staff, 'employee1');
    const seen = staff
      .getByRole('region', { name: 'Greeting after a call is accepted' })
      .getByRole('article', { name });
    await seen.getByText('Active', { exact: true }).waitFor();
    const staffPlayer = seen.getByLabel(`Play ${name}`);
    expect(await staffPlayer.getAttribute('src')).toMatch(/^\/employee1\/api\/audiofiles\/\d+\?v=/);
    await expect.poll(() => duration(staffPlayer), { timeout: 15_000 }).toBe(2);

    // Replace: new bytes under the same file, and a new play URL so no cache plays the old ones.
    await file
      .getByLabel('Replace with')
      .setInputFiles({ name: 'shorter.wav', mimeType: 'audio/wav', buffer: silentWav(1) });
    await file.getByRole('button', { name: 'Replace', exact: true }).click();
    await expect.poll(() => player.getAttribute('src')).not.toBe(src);
    expect(await page.getByRole('status').textContent()).toBe('Success!');
    await expect.poll(() => duration(player), { timeout: 15_000 }).toBe(1);
    await file.getByText(/15\.7 KB/).waitFor();

    // Delete, after a confirm.
    await file.getByRole('button', { name: 'Delete' }).click();
    await file.getByRole('button', { name: 'Yes, delete' }).click();
    await file.waitFor({ state: 'detached' });
    expect(await page.getByRole('status').textContent()).toBe('Success!');
    const left = (await (await page.request.get('/admin/api/getaudiofiles')).json()) as AudioFilesAnswer;
    expect(left.map((audio) => audio.name)).not.toContain(name);
    expect((await page.request.get(src)).status()).toBe(404);
  });
});
