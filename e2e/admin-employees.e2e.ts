import type { EmployeesAnswer } from '@app/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, nextPost, signIn, useBrowser } from './support/browser';

// Manage Employees (spec §2 screen 17, issue 10 item 6) in Chromium against the built product: an admin adds an
// EMPLOYEE1, who signs in at /employee1/login and gets only that role's tools (spec §2 "Navigation"), then is deleted.

const browser = useBrowser();

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The Admin Tools menu's links as [text, path]. */
async function adminTools(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Admin Tools' }).click();
  const links = nav.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Admin Tools' }) });
  return links
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => [anchor.textContent, new URL((anchor as HTMLAnchorElement).href).pathname]),
    );
}

/** A page signed in as the demo ADMIN on Manage Employees. */
async function manageEmployees() {
  const admin = await browser.newPage();
  await signIn(admin, 'admin', DEMO.admin.username, DEMO.admin.password);
  await admin.waitForURL((url) => url.pathname === '/admin/' || url.pathname === '/admin');
  await admin.goto('/admin/employees');
  return admin;
}

describe('Manage Employees', () => {
  it('an admin adds an EMPLOYEE1 who signs in with only Manage Inmates and Manage Audio Files, then deletes them', async () => {
    const admin = await manageEmployees();

    const id = tag();
    const name = `Staff ${id}`;
    const userName = `staff${id}`;
    const password = 'Shift#2026x';
    const add = admin.getByRole('row', { name: 'New employee' });
    await add.getByLabel('Name', { exact: true }).fill(name);
    await add.getByLabel('User name').fill(userName);
    await add.getByLabel('Password').fill(password);
    await add.getByRole('button', { name: 'Add' }).click();
    await add.getByText('Please select at least 1 service type').waitFor();
    await add.getByLabel('EMPLOYEE1').check();
    await add.getByRole('button', { name: 'Add' }).click();
    await admin.getByRole('status').filter({ hasText: 'Employee Added' }).waitFor();
    const row = admin.getByRole('row', { name, exact: true });
    await row.waitFor();
    expect(await row.getByLabel('Password').inputValue()).toBe('');

    // The list never carries a password or its hash.
    const employees = (await (await admin.request.get('/admin/api/getemployees')).json()) as EmployeesAnswer;
    const added = employees.find((employee) => employee.userName === userName);
    expect(added).toEqual({ id: expect.any(Number), name, userName, roles: ['EMPLOYEE1'] });

    const staff = await browser.newPage();
    await signIn(staff, 'employee1', userName, password);
    await staff.waitForURL(
      (url) => url.pathname.startsWith('/employee1') && !url.pathname.endsWith('/login'),
    );
    expect(await adminTools(staff)).toEqual([
      ['Manage Inmates', '/employee1/inmates'],
      ['Manage Audio Files', '/employee1/files'],
    ]);

    await row.getByRole('button', { name: 'Delete' }).click();
    await row.getByRole('button', { name: 'Yes, delete' }).click();
    await row.waitFor({ state: 'detached' });
    expect(await admin.getByRole('status').textContent()).toBe('Employee Added');
  });
});

describe('Manage Employees: Update', () => {
  it('an admin gives an EMPLOYEE1 the ADMIN role and a new password; only the new one signs them in', async () => {
    const admin = await manageEmployees();

    const id = tag();
    const name = `Clerk ${id}`;
    const userName = `clerk${id}`;
    const add = admin.getByRole('row', { name: 'New employee' });
    await add.getByLabel('Name', { exact: true }).fill(name);
    await add.getByLabel('User name').fill(userName);
    await add.getByLabel('Password').fill('Shift#2026x');
    await add.getByLabel('EMPLOYEE1').check();
    await add.getByRole('button', { name: 'Add' }).click();
    const row = admin.getByRole('row', { name, exact: true });
    await row.waitFor();

    await row.getByLabel('ADMIN').check();
    await row.getByLabel('Password').fill('Night#2026x');
    const saved = nextPost(admin, '/admin/api/saveemployee');
    await row.getByRole('button', { name: 'Update' }).click();
    expect((await saved).status()).toBe(200);
    await admin.getByRole('status').filter({ hasText: 'Employee Added' }).waitFor();
    await expect.poll(() => row.getByLabel('Password').inputValue()).toBe('');
    const employees = (await (await admin.request.get('/admin/api/getemployees')).json()) as EmployeesAnswer;
    const roles = employees.find((employee) => employee.userName === userName)?.roles ?? [];
    expect([...roles].sort()).toEqual(['ADMIN', 'EMPLOYEE1']);

    const before = await browser.newPage();
    await signIn(before, 'admin', userName, 'Shift#2026x');
    await before.getByText('Login Failed').waitFor();

    const promoted = await browser.newPage();
    await signIn(promoted, 'admin', userName, 'Night#2026x');
    await promoted.waitForURL((url) => url.pathname === '/admin/' || url.pathname === '/admin');
    expect((await adminTools(promoted)).map(([text]) => text)).toContain('Manage Employees');

    await row.getByRole('button', { name: 'Delete' }).click();
    await row.getByRole('button', { name: 'Yes, delete' }).click();
    await row.waitFor({ state: 'detached' });
  });
});
