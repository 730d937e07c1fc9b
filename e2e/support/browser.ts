import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

// Flags that work on this machine's closed network (see README "Tests").
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const baseUrl = () => inject('baseUrl');

/** One Chromium per test file; each test opens a fresh context (no shared cookies) with `newPage()`. */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Playwright gives each launch a fresh, empty user data directory of its own.
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(): Promise<Page> {
      const context = await browser.newContext({ baseURL: baseUrl() });
      return context.newPage();
    },
  };
}

export type AccountKind = 'inmate' | 'friend' | 'admin' | 'employee1';

const LOGIN_PATHS: Record<AccountKind, string> = {
  inmate: '/inmates/login',
  friend: '/friends/login',
  admin: '/admin/login',
  employee1: '/employee1/login',
};

/** Signs in through the Login screen, as a person would. */
export async function signIn(page: Page, kind: AccountKind, username: string, password: string) {
  await page.goto(LOGIN_PATHS[kind]);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export const DEMO = {
  admin: { username: 'admin', password: 'Admin#2026x' },
  employee1: { username: 'staff', password: 'Staff#2026x' },
  inmate: { username: 'inmate1', password: 'Inmate#2026x', email: 'inmate1@example.com' },
  friend: { username: 'friend1', password: 'Friend#2026x', email: 'friend1@example.com' },
} as const;
