import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium';
import { FailureWatch } from './failure-report';

export const baseUrl = () => inject('baseUrl');

/** Chromium's console text for a blocked load ("Refused to load the script …") and our own report below. */
const CSP_MESSAGE = /Refused to|Content Security Policy|CSP violation/i;

/**
 * Collects the page's Content-Security-Policy violations (issue 8 §5: the browser tests run under the CSP and see
 * none): Chromium's console messages and the `securitypolicyviolation` events of every frame.
 */
async function watchCsp(context: BrowserContext, violations: string[]) {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  context.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text()))
      violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
}

/**
 * One Chromium per test file; each test opens a fresh context (no shared cookies) with `newPage()`. A test fails
 * when any page it opened reported a CSP violation; a failed test prints what its pages show and saw.
 */
export function useBrowser() {
  let browser: Browser;
  const violations: string[] = [];
  const failures = new FailureWatch();
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Playwright gives each launch a fresh, empty user data directory of its own.
      args: CHROMIUM_ARGS,
    });
  });
  beforeEach(({ task, onTestFailed }) => {
    failures.reset();
    onTestFailed(() => failures.report(task.name));
  });
  afterEach(() => {
    const seen = violations.splice(0);
    expect(seen, 'Content-Security-Policy violations').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /**
     * A page in a fresh context. English unless `locale` says otherwise (the product follows the browser's language,
     * issue 13 §1): the journeys find elements by the spec's English words. `javaScriptEnabled: false` shows what the
     * page paints before any script (issue 12 §5); `cookiesOf` starts with another page's cookies.
     */
    async newPage(
      options: { locale?: string; javaScriptEnabled?: boolean; cookiesOf?: Page } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        locale: options.locale ?? 'en-US',
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        // Another page's cookies (its session), e.g. to look at a signed-in page with scripts off.
        storageState: options.cookiesOf ? await options.cookiesOf.context().storageState() : undefined,
      });
      await watchCsp(context, violations);
      failures.watch(context);
      return context.newPage();
    },
    /** The violations seen so far in this test. */
    cspViolations(): string[] {
      return [...violations];
    },
    /** Forgets the violations seen so far, so they do not fail the test (for a test that provokes one). */
    forgiveCspViolations(): void {
      violations.length = 0;
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

/** The answer to the page's next POST to `path` (e.g. `/admin/api/saveemployee`): a save the screen makes. */
export const nextPost = (page: Page, path: string) =>
  page.waitForResponse((response) => response.url().endsWith(path) && response.request().method() === 'POST');

export const DEMO = {
  admin: { username: 'admin', password: 'Admin#2026x' },
  employee1: { username: 'staff', password: 'Staff#2026x' },
  inmate: { username: 'inmate1', password: 'Inmate#2026x', email: 'inmate1@example.com' },
  friend: { username: 'friend1', password: 'Friend#2026x', email: 'friend1@example.com' },
} as const;
