import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerInmate } from './support/account';
import { baseUrl, DEMO, signIn, useBrowser } from './support/browser';

type Mail = { to: string; subject: string; text: string };

const RESET_MESSAGE = 'If the email you provided matches our files - a temporary password was sent to you.';
const FORCED_NOTICE = 'You signed in with a temporary password.';

async function lastMailTo(address: string): Promise<Mail | undefined> {
  const mails = (await (await fetch(`${baseUrl()}/api/dev/outbox`)).json()) as Mail[];
  return mails.filter((mail) => mail.to === address).at(-1);
}

/** The temporary password of the last mail to `address`, read from the local outbox (GET /api/dev/outbox). */
async function temporaryPasswordMailedTo(address: string): Promise<string> {
  const mail = await lastMailTo(address);
  const temporary = /temporary password is: (\S+)/.exec(mail?.text ?? '')?.[1];
  expect(temporary, mail?.text).toBeTruthy();
  return temporary as string;
}

async function requestReset(
  page: Page,
  from: '/inmates/login' | '/friends/login',
  username: string,
  email: string,
) {
  await page.goto(from);
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await page.waitForURL(`**${from.replace('login', 'resetpassword')}`);
  // The address changes before the lazily loaded reset form replaces the login form, whose Username field would
  // otherwise take the typing: wait for the screen itself.
  await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText(RESET_MESSAGE).waitFor();
}

const sessionOf = (page: Page) =>
  page.evaluate(() => fetch('/api/session').then((response) => response.json()));

describe('reset and change password (spec §2 screens 8 and 9)', () => {
  const browser = useBrowser();

  it('a reset replaces nothing; the temporary password signs in once, into a forced change', async () => {
    const setup = await browser.newPage();
    const inmate = await registerInmate(setup);

    const resetting = await browser.newPage();
    await requestReset(resetting, '/inmates/login', inmate.username, inmate.email);
    const temporary = await temporaryPasswordMailedTo(inmate.email);

    // The old password still signs in: a reset asked by anyone locks nobody out.
    const old = await browser.newPage();
    await signIn(old, 'inmate', inmate.username, inmate.password);
    await old.waitForURL('**/inmates/detail');

    const page = await browser.newPage();
    await signIn(page, 'inmate', inmate.username, temporary);
    await page.waitForURL('**/inmates/changepassword');
    await page.getByText(FORCED_NOTICE).waitFor();
    // Every other page leads back here until the password is changed.
    await page.goto('/inmates/detail');
    await page.waitForURL('**/inmates/changepassword');
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();

    const chosen = 'Meadow#2026y';
    await page.getByLabel('Old Password').fill(temporary);
    await page.getByLabel('New Password', { exact: true }).fill(chosen);
    await page.getByLabel('Reenter New Password').fill(chosen);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.waitForURL('**/inmates/detail');
    await page.getByRole('button', { name: 'Inmate Account Info' }).waitFor();

    // The change ended the session signed in with the old password; the changer's stays.
    expect(await sessionOf(old)).toEqual({});
    expect(await sessionOf(page)).toMatchObject({ inmate: { username: inmate.username } });

    // The temporary password is used up, the old one replaced; the new one signs in.
    for (const password of [temporary, inmate.password]) {
      const refused = await browser.newPage();
      await signIn(refused, 'inmate', inmate.username, password);
      await refused.getByText('Login Failed').waitFor();
      expect(new URL(refused.url()).pathname).toBe('/inmates/login');
    }
    const again = await browser.newPage();
    await signIn(again, 'inmate', inmate.username, chosen);
    await again.waitForURL('**/inmates/detail');
  });

  // The friend's password goes through reset and change and ends where it started, so other files can sign in.
  it('a friend resets, is kept on Change Password, and the rules apply there', async () => {
    const friend = DEMO.friend;
    const page = await browser.newPage();
    await requestReset(page, '/friends/login', friend.username, friend.email);
    const temporary = await temporaryPasswordMailedTo(friend.email);

    await signIn(page, 'friend', friend.username, temporary);
    await page.waitForURL('**/friends/changepassword');
    await page.getByText(FORCED_NOTICE).waitFor();

    await page.getByLabel('Old Password').fill(temporary);
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Reenter New Password').fill('short');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password must be at least 8 characters long').first().waitFor();

    await page.getByLabel('New Password', { exact: true }).fill(friend.password);
    await page.getByLabel('Reenter New Password').fill(`${friend.password}x`);
    await page.getByText('Passwords must match').waitFor();

    await page.getByLabel('Reenter New Password').fill(friend.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.waitForURL('**/friends/detail');

    const again = await browser.newPage();
    await signIn(again, 'friend', friend.username, friend.password);
    await again.waitForURL('**/friends/detail');
  });

  it('an unknown account gets the same answer and no mail', async () => {
    const page = await browser.newPage();
    await page.goto('/inmates/resetpassword');
    await page.getByLabel('Username').fill('nobodyhere');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(RESET_MESSAGE).waitFor();
    expect(await lastMailTo('nobody@example.com')).toBeUndefined();
  });
});
