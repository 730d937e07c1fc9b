import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createPaymentMethod, createService } from '../../test/account-fixtures';
import { createEmployee, createFriend, createInmate, signIn } from '../../test/fixtures';
import { call } from '../../test/http';
import { createCatalogue } from '../../test/offers';
import { fakePayments } from '../charges/charges-test-helpers';
import { getDb } from '../db/client';
import { inmates, payments } from '../db/schema';
import { setPaymentsForTests } from '../payments/provider';
import { ACCOUNT_CHANGED } from './account-in-view';

// Every screen names the account it shows in X-Account (shared accountKeyOf); a call made for another account than
// the session's answers 409 and changes nothing (docs/decisions.md "Staff acting as someone").

afterEach(() => setPaymentsForTests(undefined));

const CHANGED = { error: ACCOUNT_CHANGED, code: 'accountChanged' };
const shown = (key: string) => ({ 'X-Account': key });
const notesOf = async (id: number) =>
  (await getDb(env.DB).query.inmates.findFirst({ where: eq(inmates.id, id) }))?.adminNotes ?? null;

/** ADMIN acting as Ann in tab 1, then as Bob in tab 2: one session, now Bob's. */
async function adminSwitchedFromAnnToBob() {
  const ann = await createInmate({ firstName: 'Ann' });
  const bob = await createInmate({ firstName: 'Bob' });
  for (const inmate of [ann, bob]) {
    await createService(inmate.id, { recurringPayments: true });
    await createPaymentMethod(inmate.id, {
      stripeCustomerId: `cus_${inmate.id}`,
      stripePaymentMethodId: `pm_${inmate.id}`,
    });
  }
  const cookie = await signIn('staff', await createEmployee({ roles: ['ADMIN'] }));
  expect((await call(`/admin/api/logininmate?id=${ann.id}`, { cookie })).status).toBe(200);
  expect((await call(`/admin/api/logininmate?id=${bob.id}`, { cookie })).status).toBe(200);
  return { ann, bob, cookie };
}

const chargeCardOnFile = (cookie: string, headers: Record<string, string> = {}) =>
  call('/admin/api/auxiliarychargecurrencywithmethodonfile', {
    form: { amount: '40', description: 'Replacement ID card', requestId: crypto.randomUUID() },
    cookie,
    headers,
  });

const saveNotes = (cookie: string, notes: string, headers: Record<string, string> = {}) =>
  call('/admin/api/saveadminnotes', { body: notes, cookie, headers });

describe("ADMIN who switched the acted-as inmate in another tab, on the first inmate's screen", () => {
  it('a card-on-file charge answers 409 and charges no card', async () => {
    const asked = fakePayments();
    const { ann, cookie } = await adminSwitchedFromAnnToBob();
    const response = await chargeCardOnFile(cookie, shown(`inmate:${ann.id}`));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(CHANGED);
    expect(asked).toEqual([]);
  });

  it('saving admin notes answers 409 and writes no notes', async () => {
    const { ann, bob, cookie } = await adminSwitchedFromAnnToBob();
    const response = await saveNotes(cookie, 'Ann: call her lawyer first', shown(`inmate:${ann.id}`));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(CHANGED);
    for (const inmate of [ann, bob]) expect(await notesOf(inmate.id)).not.toBe('Ann: call her lawyer first');
  });

  it('reads of the account answer 409 too, so the screen never shows the other inmate', async () => {
    const { ann, cookie } = await adminSwitchedFromAnnToBob();
    for (const path of [
      '/api/getinmatedetail',
      '/api/getservicesforinmate',
      '/api/getauxiliarycreditcharges',
    ]) {
      const response = await call(path, { cookie, headers: shown(`inmate:${ann.id}`) });
      expect(response.status, path).toBe(409);
      expect(await response.json()).toEqual(CHANGED);
    }
  });

  it("a manual payment answers 409 and books nothing for the session's inmate", async () => {
    const { chat } = await createCatalogue();
    const { ann, bob, cookie } = await adminSwitchedFromAnnToBob();
    expect((await call('/api/selectoffers', { json: { AI_CHAT: chat.id }, cookie })).status).toBe(200);
    const response = await call('/admin/api/manualpay', {
      json: 'Money order #1',
      cookie,
      headers: shown(`inmate:${ann.id}`),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(CHANGED);
    expect(await getDb(env.DB).select().from(payments).where(eq(payments.inmateId, bob.id))).toEqual([]);
  });
});

describe('the offer selection, which a Manual Payment books', () => {
  it('a stale screen may not change or read the selection of the session it no longer shows', async () => {
    const { chat, messaging } = await createCatalogue();
    const { ann, bob, cookie } = await adminSwitchedFromAnnToBob();
    const select = (offerId: number, key: string) =>
      call('/api/selectoffers', { json: { AI_CHAT: offerId }, cookie, headers: shown(key) });
    expect((await select(chat.id, `inmate:${bob.id}`)).status).toBe(200);
    const stale = await select(messaging.id, `inmate:${ann.id}`);
    expect([stale.status, await stale.json()]).toEqual([409, CHANGED]);
    const read = await call('/api/getselectedoffers', { cookie, headers: shown(`inmate:${ann.id}`) });
    expect(read.status).toBe(409);
    const current = await call('/api/getselectedoffers', { cookie, headers: shown(`inmate:${bob.id}`) });
    expect(await current.json()).toMatchObject({ offers: [{ id: chat.id }] });
  });

  it('a visitor with no account is never refused, whatever the screen names', async () => {
    const { chat } = await createCatalogue();
    const response = await call('/api/selectoffers', {
      json: { AI_CHAT: chat.id },
      headers: shown('inmate:12345'),
    });
    expect(response.status).toBe(200);
  });
});

describe('a screen of the account the session holds', () => {
  it("charges the acted-as inmate's card and saves their notes", async () => {
    const asked = fakePayments();
    const { bob, cookie } = await adminSwitchedFromAnnToBob();
    expect((await chargeCardOnFile(cookie, shown(`inmate:${bob.id}`))).status).toBe(200);
    const charged = asked.find((entry) => entry.method === 'chargeCardOnFile')?.input as
      | { customerId: string }
      | undefined;
    expect(charged?.customerId).toBe(`cus_${bob.id}`);
    expect((await saveNotes(cookie, 'Bob: no calls after 9', shown(`inmate:${bob.id}`))).status).toBe(200);
    expect(await notesOf(bob.id)).toBe('Bob: no calls after 9');
  });

  it('without the header (an older screen, a script) acts on the session as before', async () => {
    const { bob, cookie } = await adminSwitchedFromAnnToBob();
    expect((await saveNotes(cookie, 'Unchecked')).status).toBe(200);
    expect(await notesOf(bob.id)).toBe('Unchecked');
  });
});

describe('another person signed in, in another tab', () => {
  it("an inmate's session refuses a screen of another inmate", async () => {
    const ann = await createInmate();
    const bob = await createInmate();
    const cookie = await signIn('inmate', bob);
    const save = (key: string) =>
      call('/api/savename', { form: { firstName: 'Ann', lastName: 'Lee' }, cookie, headers: shown(key) });
    const refused = await save(`inmate:${ann.id}`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual(CHANGED);
    expect(
      (await getDb(env.DB).query.inmates.findFirst({ where: eq(inmates.id, bob.id) }))?.firstName,
    ).not.toBe('Ann');
    expect((await save(`inmate:${bob.id}`)).status).toBe(200);
  });

  it("a friend's session refuses a screen of another friend, or of an inmate", async () => {
    const fay = await createFriend();
    const gus = await createFriend();
    const cookie = await signIn('friend', gus);
    const read = (key: string) => call('/api/getfrienddetail', { cookie, headers: shown(key) });
    for (const key of [`friend:${fay.id}`, 'inmate:1']) {
      const refused = await read(key);
      expect(refused.status, key).toBe(409);
      expect(await refused.json()).toEqual(CHANGED);
    }
    expect((await read(`friend:${gus.id}`)).status).toBe(200);
  });

  it('an ADMIN acting as another friend refuses the older screen (409); no longer acting, the role check (403)', async () => {
    const fay = await createFriend();
    const gus = await createFriend();
    const cookie = await signIn('staff', await createEmployee({ roles: ['ADMIN'] }));
    await call(`/admin/api/loginfriend?id=${fay.id}`, { cookie });
    await call(`/admin/api/loginfriend?id=${gus.id}`, { cookie });
    const refused = await call('/api/getfrienddetail', { cookie, headers: shown(`friend:${fay.id}`) });
    expect(refused.status).toBe(409);
    expect((await call('/api/stopacting', { method: 'POST', cookie })).status).toBe(200);
    // Outside the role now (DESIGN.md: a call outside its role answers 401 or 403), whatever the screen names.
    const afterStop = await call('/api/getfrienddetail', { cookie, headers: shown(`friend:${gus.id}`) });
    expect(afterStop.status).toBe(403);
  });

  it('a caller outside the role hears 401 or 403 before any 409, whatever the screen names', async () => {
    const staff = await signIn('staff', await createEmployee({ roles: ['EMPLOYEE1'] }));
    const ann = await createInmate({ firstName: 'Ann' });
    expect((await call('/api/getinmatedetail', { headers: shown(`inmate:${ann.id}`) })).status).toBe(401);
    const notActing = await call('/api/getinmatedetail', {
      cookie: staff,
      headers: shown(`inmate:${ann.id}`),
    });
    expect(notActing.status).toBe(403);
  });
});

describe('calls outside the account guards, from a stale screen', () => {
  it('GET /api/session, Stop and logout answer as usual', async () => {
    const { ann, bob, cookie } = await adminSwitchedFromAnnToBob();
    const session = await call('/api/session', { cookie, headers: shown(`inmate:${ann.id}`) });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ actingAs: { kind: 'inmate', id: bob.id } });
    const stop = await call('/api/stopacting', {
      method: 'POST',
      cookie,
      headers: shown(`inmate:${ann.id}`),
    });
    expect(stop.status).toBe(200);
    const logout = await call('/api/logout', { cookie, headers: shown(`inmate:${ann.id}`) });
    expect(logout.status).toBe(200);
    expect(await (await call('/api/session', { cookie })).json()).toEqual({});
  });

  it('a signed-out session still answers 401 Please sign in', async () => {
    const response = await call('/api/getinmatedetail', { headers: shown('inmate:1') });
    expect(response.status).toBe(401);
  });
});
