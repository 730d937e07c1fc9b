import type { InmateDetailAnswer } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { actAsInmate, apiGet, openSection, registerInmate } from './support/account';
import { DEMO, signIn, useBrowser } from './support/browser';

// docs/decisions.md "Every screen names the account it shows": one browser has one session, so a screen left open
// in a tab must not act on the account another tab moved the session to since. In Chromium against the built
// product: an ADMIN acting as inmate A in one tab switches to inmate B in another, then saves a note on A's screen.

const browser = useBrowser();

const notesOf = async (page: Parameters<typeof apiGet>[0]) =>
  ((await apiGet(page, '/api/getinmatedetail')).body as InmateDetailAnswer).adminNotes;

describe('a screen left on another account', () => {
  it('is told to reload, and saves nothing on the account the other tab moved to', async () => {
    const a = await registerInmate(await browser.newPage());
    const b = await registerInmate(await browser.newPage());

    const first = await browser.newPage();
    await signIn(first, 'admin', DEMO.admin.username, DEMO.admin.password);
    await first.waitForURL((url) => url.pathname === '/admin/');
    await actAsInmate(first, '/admin', a.id);
    const notes = await openSection(first, 'Admin Notes');

    // A second tab of the same browser (its cookie, its session) acts as B.
    const second = await browser.newPage({ cookiesOf: first });
    await second.goto('/admin/');
    await actAsInmate(second, '/admin', b.id);
    await (await openSection(second, 'Admin Notes')).waitFor();

    await notes.getByLabel('Notes').fill('Meant for A only.');
    await notes.getByRole('button', { name: 'Save Note' }).click();
    await notes.getByText(/This page was opened for another account/).waitFor();
    expect(await notesOf(second)).not.toBe('Meant for A only.');

    // Reloaded, the tab shows the session's account (B) and saves on it.
    await first.reload();
    const reloaded = await openSection(first, 'Admin Notes');
    await reloaded.getByLabel('Notes').fill('Seen after a reload.');
    await reloaded.getByRole('button', { name: 'Save Note' }).click();
    await reloaded.getByRole('status').filter({ hasText: 'Admin Note Saved' }).waitFor();
    expect(await notesOf(second)).toBe('Seen after a reload.');
  });
});
