import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createInmate, signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { createCatalogue, createOffer } from '../../test/offers';
import { getDb } from '../db/client';
import { services } from '../db/schema';
import { forgetSharedAnswers } from '../lib/shared-answers';
import { ACTIVE_OFFER_CALLS, ACTIVE_OFFERS } from './active-offers-answer';

// The offers on sale are answered from memory or KV (lib/shared-answers.ts): these tests hold them to the answer
// built from D1 at that moment, after every kind of staff change, read at once.

const CALLS = Object.values(ACTIVE_OFFER_CALLS);

/** The three public answers as the Worker gives them now. */
async function served() {
  const answers: Record<string, unknown> = {};
  for (const name of CALLS) {
    const response = await call(`/api/${name}`);
    expect(response.status).toBe(200);
    answers[name] = await response.json();
  }
  return answers;
}

/** The three answers built from D1 now, past every cache. */
const uncached = () => ACTIVE_OFFERS.build(env);

const admin = () => signInAs('admin');

async function saveOffer(cookie: string, offer: Record<string, unknown>) {
  const response = await call('/admin/api/updateoffer', { json: offer, cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { offer: { id: number } }).offer.id;
}

async function deleteOffer(cookie: string, id: number) {
  const response = await call('/admin/api/deleteoffer', { json: id, cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { outcome: string }).outcome;
}

const NEW_OFFER = {
  serviceTypes: ['MESSAGING'],
  title: 'Messages 300',
  description: 'Three hundred messages.',
  price: '7.5',
  creditsIncluded: '300',
  validFor: '',
  fixedMoCrCharge: null,
};

/** Reads at once after a change, in this isolate and in another one (no memory, the KV copy). */
async function expectFreshEverywhere() {
  const now = await uncached();
  expect(await served()).toEqual(now);
  forgetSharedAnswers();
  expect(await served()).toEqual(now);
}

describe('the shared answers over the offers on sale', () => {
  it('equal the answers built from D1: on a miss, from memory, and from the KV copy', async () => {
    await createCatalogue();
    const expected = await uncached();
    expect(await served()).toEqual(expected); // built (miss)
    expect(await served()).toEqual(expected); // memory
    expect(JSON.parse((await env.KV.get(ACTIVE_OFFERS.key)) ?? 'null')).toEqual(expected);
    forgetSharedAnswers();
    expect(await served()).toEqual(expected); // KV copy
  });

  it('show an added offer in the very next read', async () => {
    await createCatalogue();
    await served();
    const cookie = await admin();
    const id = await saveOffer(cookie, NEW_OFFER);
    const now = await served();
    const list = now[ACTIVE_OFFER_CALLS.list] as { id: number }[];
    expect(list.map((offer) => offer.id)).toContain(id);
    await expectFreshEverywhere();
    // An added bundle shows among the aggregates at once too.
    const bundle = await saveOffer(cookie, {
      ...NEW_OFFER,
      title: 'Night Owl',
      serviceTypes: ['AI_CHAT', 'MESSAGING'],
    });
    const aggregates = (await served())[ACTIVE_OFFER_CALLS.aggregates] as { id: number }[];
    expect(aggregates.map((offer) => offer.id)).toContain(bundle);
  });

  it('show a changed price and title in the very next read', async () => {
    const { messaging } = await createCatalogue();
    await served();
    await saveOffer(await admin(), {
      ...NEW_OFFER,
      id: messaging.id,
      title: 'Messages 100 plus',
      price: '6.25',
    });
    const grouped = (await served())[ACTIVE_OFFER_CALLS.byServiceType] as Record<string, unknown[]>;
    expect(grouped.MESSAGING).toEqual([
      expect.objectContaining({ id: messaging.id, title: 'Messages 100 plus', price: 6.25 }),
    ]);
    await expectFreshEverywhere();
  });

  it('drop a deleted offer and a retired one in the very next read', async () => {
    const { chat, family } = await createCatalogue();
    await served();
    const cookie = await admin();
    expect(await deleteOffer(cookie, chat.id)).toBe('deleted');
    let list = (await served())[ACTIVE_OFFER_CALLS.list] as { id: number }[];
    expect(list.map((offer) => offer.id)).not.toContain(chat.id);
    await expectFreshEverywhere();

    const inmate = await createInmate();
    await getDb(env.DB)
      .insert(services)
      .values({ inmateId: inmate.id, offerId: family.id, title: family.title, remainingTenths: 2500 });
    expect(await deleteOffer(cookie, family.id)).toBe('retired');
    const now = await served();
    list = now[ACTIVE_OFFER_CALLS.list] as { id: number }[];
    expect(list.map((offer) => offer.id)).not.toContain(family.id);
    expect((now[ACTIVE_OFFER_CALLS.aggregates] as { id: number }[]).map((offer) => offer.id)).not.toContain(
      family.id,
    );
    await expectFreshEverywhere();
  });

  it('are the same for anonymous visitors and every signed-in caller', async () => {
    await createCatalogue();
    const expected = await uncached();
    for (const kind of ['inmate', 'friend', 'employee1', 'admin'] as const) {
      const cookie = await signInAs(kind);
      for (const name of CALLS) {
        const response = await call(`/api/${name}`, { cookie });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual(expected[name]);
      }
    }
  });

  it('answer 304 to an unchanged ETag and 200 with the new answer once staff changed an offer', async () => {
    const { pals } = await createCatalogue();
    const first = await call('/api/getactiveoffers');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    const unchanged = await call('/api/getactiveoffers', { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    await saveOffer(await admin(), { ...NEW_OFFER, id: pals.id, serviceTypes: ['PHONE_PALS'], price: '8' });
    const changed = await call('/api/getactiveoffers', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.json()).toEqual((await uncached())[ACTIVE_OFFER_CALLS.byServiceType]);
  });

  it('are not touched by a refused staff call', async () => {
    const { pals } = await createCatalogue();
    const before = await served();
    const employee = await signInAs('employee1');
    const refused = await call('/admin/api/updateoffer', {
      json: { ...NEW_OFFER, id: pals.id, title: 'Changed' },
      cookie: employee,
    });
    expect(refused.status).toBe(403);
    const invalid = await call('/admin/api/updateoffer', {
      json: { ...NEW_OFFER, id: pals.id, price: 'free' },
      cookie: await admin(),
    });
    expect(invalid.status).toBe(400);
    expect(await served()).toEqual(before);
    expect(await served()).toEqual(await uncached());
  });

  it('rebuild from D1 when the KV copy is gone', async () => {
    await createCatalogue();
    await served();
    await env.KV.delete(ACTIVE_OFFERS.key);
    forgetSharedAnswers();
    await createOffer({ title: 'Written by the seed' });
    const list = (await served())[ACTIVE_OFFER_CALLS.list] as { title: string }[];
    expect(list.map((offer) => offer.title)).toContain('Written by the seed');
  });
});
