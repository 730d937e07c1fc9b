import type { CallRecordAnswer, FriendAnswer, FriendsAnswer, JailsAnswer, ServiceAnswer } from '@app/shared';
import type { Simulation } from '@app/twilio-local';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { actAsInmate, apiGet, eventually, fillCard, openSection, serviceCard } from './support/account';
import { DEMO, signIn, useBrowser } from './support/browser';

// A facility call end to end (issue 11): a new inmate buys PHONE_PALS credits by card, an admin assigns them a
// number, the local phone network plays a 3-minute call from the demo jail that friend1 accepts; the inmate's Call
// History and credits show it, friend1's earnings grow by 3 minutes at 15 cents, and an admin pays friend1 out.
// Journeys share one database and other ones change friend1's balance: only differences are asserted here.

const browser = useBrowser();

/** The single PHONE_PALS offer of the demo (workers/api/src/dev/seed/offers.ts: 60 credits for $9.99). */
const OFFER = { title: 'Friends 60', price: '$9.99' };
/** The demo jail (workers/api/src/dev/seed/accounts.ts), the facility whose phone places the calls. */
const DEMO_JAIL_ID = 1;

/** What the first test leaves for the second: the inmate, their number and code, and their signed-in page. */
type Caller = { page: Page; number: string; code: string; jailPhone: string };
let caller: Caller | undefined;

/** Friends an admin made busy so that friend1 is the one rung; made available again after the file. */
const madeBusy: number[] = [];

async function signedIn(kind: 'admin' | 'friend') {
  const page = await browser.newPage();
  const account = kind === 'admin' ? DEMO.admin : DEMO.friend;
  await signIn(page, kind, account.username, account.password);
  await page.waitForURL((url) =>
    kind === 'admin' ? /^\/admin\/?$/.test(url.pathname) : url.pathname === '/friends/detail',
  );
  return page;
}

/** A fresh assigned number for each run (+1555 and 7 digits from the clock). */
const freshNumber = () => `+1555${Date.now().toString().slice(-7)}`;

/** Dollars or minutes as the screen shows them ("$2.85", "19"). */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[$,\s]/g, ''));

/** The value shown for `term` in the friend detail's Earnings panel, once it has loaded. */
async function earning(page: Page, term: 'Minutes this month' | 'Unpaid balance') {
  const panel = page.getByRole('region', { name: 'Earnings' });
  await panel.getByText(term, { exact: true }).waitFor();
  return amountOf(
    await panel.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').textContent(),
  );
}

/** The Remaining Credits of a service card on the detail screen. */
async function remainingCredits(page: Page, title: string) {
  const card = serviceCard(page, title);
  await card.waitFor({ timeout: 20_000 });
  return amountOf(
    await card
      .locator('dt', { hasText: 'Remaining Credits' })
      .locator('xpath=following-sibling::dd[1]')
      .textContent(),
  );
}

/** An admin sets a friend busy or available through their profile screen (acting as them). */
async function setAvailable(admin: Page, friendId: number, available: boolean) {
  const status = await admin.evaluate(
    (id) => fetch(`/admin/api/loginfriend?id=${id}`).then((response) => response.status),
    friendId,
  );
  if (status !== 200) throw new Error(`loginfriend answered ${status}`);
  await admin.goto('/admin/friends/profile');
  const checkbox = admin.getByRole('checkbox', { name: /^(available|busy)$/ });
  await checkbox.waitFor();
  await checkbox.setChecked(available);
  await admin.getByRole('button', { name: 'Save Profile' }).click();
  await admin.waitForURL('**/admin/friends/detail');
}

/** POST {twilioUrl}/simulate: the local phone network plays a whole facility call against the Worker. */
async function placeCall(call: Caller, friend: 'accepts' | 'declines'): Promise<Simulation> {
  const response = await fetch(`${inject('twilioUrl')}/simulate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: call.jailPhone, to: call.number, code: call.code, minutes: 3, friend }),
  });
  const body = (await response.json()) as Simulation;
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body;
}

const callHistoryRows = async (page: Page) => (await openSection(page, 'Call History')).locator('tbody tr');

afterAll(async () => {
  if (madeBusy.length === 0) return;
  const admin = await signedIn('admin');
  for (const id of madeBusy) await setAvailable(admin, id, true);
});

describe('a facility call to a friend', () => {
  it('a new inmate buys Friends 60, an admin assigns a number, a 3-minute call reaches friend1 who accepts; the inmate, friend1 and the payout show it', async () => {
    // 1. The inmate picks the PHONE_PALS offer, registers and pays by card (spec §2 screens 1–3).
    const inmate = await browser.newPage();
    await inmate.goto('/inmates/register');
    await inmate.getByRole('radio', { name: OFFER.title }).check();
    await inmate.getByRole('button', { name: 'Subscribe' }).click();
    await inmate.waitForURL('**/inmates/register?step=registration');
    const tag = `${Date.now().toString(36)}c`;
    await inmate.getByLabel('First name').fill('Casey');
    await inmate.getByLabel('Last name').fill('Lindqvist');
    await inmate.getByLabel('E-mail').fill(`casey.${tag}@example.com`);
    await inmate.getByLabel('Username').fill(`casey${tag}`);
    await inmate.getByLabel('Password', { exact: true }).fill('Garden#2026x');
    await inmate.getByLabel('Re-enter password').fill('Garden#2026x');
    const registered = inmate.waitForResponse((response) => response.url().endsWith('/api/registerinmate'));
    await inmate.getByRole('button', { name: 'Register' }).click();
    const { inmate: account } = (await (await registered).json()) as { inmate: { id: number } };
    await inmate.waitForURL('**/inmates/paymentmethod');
    await inmate.getByText(`Total: ${OFFER.price}`).waitFor();
    await inmate.getByRole('button', { name: 'Pay With Stripe' }).click();
    await fillCard(inmate, '4242 4242 4242 4242');
    await inmate.getByRole('button', { name: `Pay ${OFFER.price}` }).click();
    await inmate.waitForURL(/\/inmates\/detail\?delayupdate=true/, { timeout: 20_000 });
    // The webhook books the payment, possibly after the detail screen loaded (2 s later): once the service exists on
    // the server, the detail screen shows it and its credits.
    const bought = await eventually(
      async () => (await apiGet(inmate, '/api/getservicesforinmate')).body as ServiceAnswer[],
      (list) => list.some((service) => service.title === OFFER.title),
      30_000,
    );
    expect(bought.map((service) => service.title)).toEqual([OFFER.title]);
    await inmate.goto('/inmates/detail');
    const creditsBefore = await remainingCredits(inmate, OFFER.title);
    expect(creditsBefore).toBe(60);
    await (await openSection(inmate, 'Call History')).getByText('No calls yet.').waitFor();

    // 2. An admin, acting as the inmate, saves their assigned number and reads their secret code.
    const admin = await signedIn('admin');
    await actAsInmate(admin, '/admin', account.id);
    const info = await openSection(admin, 'Inmate Account Info');
    const number = freshNumber();
    await info.getByLabel('Assigned Phone Number').fill(number);
    await info.getByRole('button', { name: 'Save Number' }).click();
    await info.getByRole('status').filter({ hasText: 'Phone Number Saved' }).waitFor();
    const code = (await info.getByTestId('secret-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^\d{6}$/);

    // The demo jail places the call; friend1 must be the friend rung, so any other friend who could be rung now
    // (another journey may have approved one, never called: rung first) is made busy by the admin.
    const jails = (await apiGet(admin, '/admin/api/getjails')).body as JailsAnswer;
    const jailPhone = jails.find((jail) => jail.id === DEMO_JAIL_ID)?.phoneNumber ?? '';
    expect(jailPhone).toMatch(/^\d+$/);
    const friends = (await apiGet(admin, '/admin/api/getfriends')).body as FriendsAnswer;
    for (const other of friends) {
      if (other.username === DEMO.friend.username) continue;
      if (!(other.approved && other.verified && other.active && other.phoneNumber)) continue;
      await setAvailable(admin, other.id, false);
      madeBusy.push(other.id);
    }

    // 3. friend1's earnings before the call.
    const friend = await signedIn('friend');
    const friend1 = (await apiGet(friend, '/api/getfrienddetail')).body as FriendAnswer;
    const minutesBefore = await earning(friend, 'Minutes this month');
    const unpaidBefore = await earning(friend, 'Unpaid balance');

    // 4. The call: the jail's phone calls the inmate's number, the inmate keys the code, friend1 accepts.
    caller = { page: inmate, number, code, jailPhone };
    const call = await placeCall(caller, 'accepts');
    expect(call.result).toMatchObject({
      callSid: call.callSid,
      status: 'completed',
      serviceType: 'PHONE_PALS',
      minutes: 3,
      creditsCharged: 3,
      friendId: friend1.id,
      friendEarned: 0.45,
    });
    expect(call.steps).toContain(`Gather 6 digits → keys ${code}`);
    expect(call.steps.some((step) => step.startsWith(`Dial ${friend1.phoneNumber} `))).toBe(true);
    expect(call.steps).toContain('friend leg: Gather 1 digits → keys 1');
    expect(call.steps).toContain(`${friend1.phoneNumber} bridged`);
    expect(call.steps).toContain('talk 180s');

    // 5. The inmate's detail: the call in Call History, 3 credits fewer on the service.
    await inmate.goto('/inmates/detail');
    await expect
      .poll(() => remainingCredits(inmate, OFFER.title), { timeout: 15_000 })
      .toBe(creditsBefore - 3);
    const history = await openSection(inmate, 'Call History');
    const row = history.locator('tbody tr', { hasText: call.callSid });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      expect.any(String),
      '3.0',
      OFFER.title,
      expect.any(String),
      call.callSid,
    ]);
    expect(await history.locator('tbody tr').count()).toBe(1);

    // 6. friend1's detail: 3 more minutes this month, 45 cents more unpaid.
    await friend.reload();
    await expect.poll(() => earning(friend, 'Minutes this month')).toBe(minutesBefore + 3);
    await expect
      .poll(async () => Math.round((await earning(friend, 'Unpaid balance')) * 100))
      .toBe(Math.round(unpaidBefore * 100) + 45);
    const unpaid = (await earning(friend, 'Unpaid balance')).toFixed(2);

    // 7. An admin pays friend1's whole unpaid balance from Manage Friends → Payouts.
    await admin.goto('/admin/friends');
    await admin.getByRole('link', { name: 'Payouts' }).click();
    await admin.waitForURL('**/admin/friends/payouts');
    await admin.getByRole('heading', { name: 'Friend Payouts' }).waitFor();
    const friendRow = admin.locator('tr', { hasText: `(${DEMO.friend.username})` });
    await friendRow
      .getByRole('cell', { name: `$${unpaid}`, exact: true })
      .first()
      .waitFor();
    await friendRow.getByRole('button', { name: /^Mark paid/ }).click();
    const panel = admin.getByRole('region', { name: /^Payments of / });
    await expect.poll(() => panel.getByLabel('Amount').inputValue()).toBe(unpaid);
    const transactionId = `e2e-call-${Date.now().toString(36)}`;
    await panel.getByLabel('Transaction id').fill(transactionId);
    await panel.getByRole('button', { name: 'Mark paid' }).click();
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await panel.getByText('Success!').waitFor();
    // The row's Unpaid balance (its third cell) is now nothing, and the payment is in the history.
    await expect.poll(() => friendRow.getByRole('cell').nth(2).textContent()).toBe('$0.00');
    const payments = panel.getByRole('table', { name: 'Payments' });
    const payment = payments.locator('tr', { hasText: transactionId });
    await payment.getByRole('cell', { name: `$${unpaid}`, exact: true }).waitFor();
    await payment.getByRole('cell', { name: 'Site Admin' }).waitFor();

    await friend.reload();
    await expect.poll(() => earning(friend, 'Unpaid balance')).toBe(0);
  });

  it('the same inmate’s call that friend1 declines charges nothing and adds no Call History row', async () => {
    if (!caller) throw new Error('the first test did not get to place its call');
    const { page } = caller;
    const before = await eventually(
      async () => (await apiGet(page, '/api/getinmatecalls')).body as CallRecordAnswer[],
      (list) => list.length > 0,
    );
    const services = (await apiGet(page, '/api/getservicesforinmate')).body as ServiceAnswer[];
    const creditsBefore = services.find((service) => service.title === OFFER.title)?.remainingCredits;

    const call = await placeCall(caller, 'declines');
    expect(call.result).toMatchObject({
      status: 'completed',
      serviceType: 'PHONE_PALS',
      minutes: 0,
      creditsCharged: 0,
      friendId: null,
      friendEarned: 0,
    });
    expect(call.steps).toContain('friend leg: Gather 1 digits → keys 2');
    expect(call.steps).toContain('Say "No friend is available right now. Please try again later."');
    expect(call.steps.some((step) => step.endsWith(' bridged') && !step.endsWith('not bridged'))).toBe(false);

    // The detail screen once loaded: the same Call History rows, the same credits.
    await page.goto('/inmates/detail');
    await expect.poll(() => remainingCredits(page, OFFER.title)).toBe(creditsBefore);
    const rows = await callHistoryRows(page);
    await rows.filter({ hasText: before[0]?.conversationUuid ?? '' }).waitFor();
    expect(await rows.count()).toBe(before.length);
    expect(await rows.filter({ hasText: call.callSid }).count()).toBe(0);
    const after = (await apiGet(page, '/api/getinmatecalls')).body as CallRecordAnswer[];
    expect(after).toHaveLength(before.length);
  });
});
