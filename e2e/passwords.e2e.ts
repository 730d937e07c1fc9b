import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO, signIn, useBrowser } from './support/browser';

type Mail = { to: string; subject: string; text: string };

async function lastMailTo(address: string): Promise<Mail | undefined> {
  const mails = (await (await fetch(`${baseUrl()}/api/dev/outbox`)).json()) as Mail[];
  return mails.filter((mail) => mail.to === address).at(-1);
}

// The friend's password goes through reset and change and ends where it started, so other files can sign in.
describe('reset and change password (spec §2 screens 8 and 9)', () => {
  const browser = useBrowser();
  const friend = DEMO.friend;

  it('reset mails a temporary password that signs in; change password enforces the rules', async () => {
    const page = await browser.newPage();
    await page.goto('/friends/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await page.waitForURL('**/friends/resetpassword');
    await page.getByLabel('Username').fill(friend.username);
    await page.getByLabel('Email').fill(friend.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page
      .getByText('If the email you provided matches our files - a temporary password was sent to you.')
      .waitFor();

    const mail = await lastMailTo(friend.email);
    const temporary = /([A-Za-z0-9@$!%*#?&]{8,20})\s*$/m.exec(mail?.text ?? '')?.[1];
    expect(temporary, mail?.text).toBeTruthy();

    await signIn(page, 'friend', friend.username, temporary as string);
    await page.waitForURL('**/friends/detail');

    await page.goto('/friends/changepassword');
    await page.getByLabel('Old Password').fill(temporary as string);
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
    await page
      .getByText('If the email you provided matches our files - a temporary password was sent to you.')
      .waitFor();
    expect(await lastMailTo('nobody@example.com')).toBeUndefined();
  });
});
