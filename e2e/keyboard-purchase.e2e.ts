import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

// Issue 13 §6: a keyboard-only purchase. Nothing is clicked and nothing filled: Tab, Shift+Tab, arrow keys, Space and
// Enter move and act, and text is typed into the field the keyboard reached (spec §2 screens 1–3, then screen 4).

const browser = useBrowser();

type Focused = { tag: string; type: string; name: string; radioGroup: string; checked: boolean };

/** The focused element: its tag, type, accessible name as a person sees it (label, aria-label or text). */
async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    if (!element || element === document.body)
      return { tag: 'body', type: '', name: '', radioGroup: '', checked: false };
    const label =
      element.labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? element.textContent;
    return {
      tag: element.tagName.toLowerCase(),
      type: element.getAttribute('type') ?? '',
      name: (label ?? '').replace(/\s+/g, ' ').trim(),
      radioGroup: element.type === 'radio' ? element.name : '',
      checked: Boolean(element.checked),
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focused element matches, failing after `max` presses. */
async function tabTo(page: Page, matches: (element: Focused) => boolean, { back = false, max = 60 } = {}) {
  const seen: string[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const element = await focused(page);
    if (matches(element)) return element;
    seen.push(`${element.tag} "${element.name.slice(0, 30)}"`);
  }
  throw new Error(`Tab never reached the element; focus went through ${seen.join(', ')}`);
}

const named = (text: string | RegExp) => (element: Focused) =>
  typeof text === 'string' ? element.name === text : text.test(element.name);

/** Tabs to the field labelled `label` and types `text` into it. */
async function typeInto(page: Page, label: string, text: string) {
  await tabTo(page, (element) => ['input', 'textarea'].includes(element.tag) && element.name === label);
  await page.keyboard.type(text);
}

/**
 * Chooses the radio named `offer`: Tab into its group (one stop per group), then arrow keys to it (an arrow key
 * checks the radio it reaches), or Space when the group was entered on it unchecked.
 */
async function chooseOffer(page: Page, offer: string) {
  const group = await page.getByRole('radio', { name: offer, exact: true }).getAttribute('name');
  let current = await tabTo(page, (element) => element.tag === 'input' && element.radioGroup === group);
  for (let moves = 0; current.name !== offer && moves < 12; moves += 1) {
    await page.keyboard.press('ArrowDown');
    current = await focused(page);
  }
  expect(current.name).toBe(offer);
  if (!current.checked) await page.keyboard.press('Space');
  expect(await page.getByRole('radio', { name: offer, exact: true }).isChecked()).toBe(true);
}

describe('a keyboard-only purchase (issue 13 §6)', () => {
  it('chooses offers, registers, pays by card, reaches the account screen and saves there without a mouse', async () => {
    const page = await browser.newPage();
    const tag = `${Date.now().toString(36)}`;
    await page.goto('/inmates/register');
    await page.getByRole('radio', { name: 'Friends 60', exact: true }).waitFor();

    // The first Tab reaches the skip link, which leads into the page's content.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', name: 'Skip to main content' });
    await page.keyboard.press('Enter');

    // Screen 1: one offer in each of two columns, then Subscribe.
    await chooseOffer(page, 'Friends 60');
    await chooseOffer(page, 'Messages 100');
    await tabTo(page, named('Subscribe'));
    await page.keyboard.press('Enter');

    // Screen 2: the route change puts focus on the new page's heading; the form follows it.
    await page.waitForURL('**/inmates/register?step=registration');
    await page.getByRole('heading', { level: 1, name: 'Registration' }).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', name: 'Registration' });
    expect(await page.title()).toMatch(/^Registration · /);
    await typeInto(page, 'First name', 'Kim');
    await typeInto(page, 'Last name', 'Okoro');
    await typeInto(page, 'E-mail', `kim.${tag}@example.com`);
    await typeInto(page, 'Username', `kim${tag}`);
    await typeInto(page, 'Password', 'Garden#2026x');
    await typeInto(page, 'Re-enter password', 'Garden#2026x');
    await tabTo(page, named('Register'));
    await page.keyboard.press('Enter');

    // Screen 3: Pay With Stripe, the card form of the local card provider, then Pay.
    await page.waitForURL('**/inmates/paymentmethod', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await page.getByRole('button', { name: 'Pay With Stripe' }).waitFor();
    await tabTo(page, named('Pay With Stripe'));
    await page.keyboard.press('Enter');
    await page.getByLabel('Card number').waitFor();
    // Back from the button (now gone) to the card form: Shift+Tab finds it if focus went before, Tab if after.
    await tabTo(page, named('Card number'), { max: 30 }).catch(() =>
      tabTo(page, named('Card number'), { back: true, max: 30 }),
    );
    await page.keyboard.type('4242 4242 4242 4242');
    await typeInto(page, 'Expiration date', '12 / 34');
    await typeInto(page, 'Security code', '123');
    await tabTo(page, (element) => element.tag === 'button' && /^Pay\b/.test(element.name));
    await page.keyboard.press('Enter');

    // The account screen (spec §2 screen 4) with the services bought.
    await page.waitForURL(/\/inmates\/detail/, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Account Info' }).waitFor({ timeout: 20_000 });
    for (const title of ['Friends 60', 'Messages 100'])
      await page
        .getByText(title, { exact: true })
        .filter({ visible: true })
        .first()
        .waitFor({ timeout: 20_000 });

    // A save keeps the focus on its button while it runs and after (a disabled button dropped it to the page).
    const info = page.getByRole('button', { name: 'Inmate Account Info' });
    if ((await info.getAttribute('aria-expanded')) === 'false') {
      await tabTo(page, named('Inmate Account Info'));
      await page.keyboard.press('Enter');
    }
    await tabTo(page, named('Save Name'));
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Inmate name saved' }).waitFor();
    expect(await focused(page)).toMatchObject({ tag: 'button', name: 'Save Name' });
  });
});
