import { env } from 'cloudflare:workers';
import type { OfferAnswer } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { createEmployee, createInmate, signIn } from '../../test/fixtures';
import { call, cookiesOf } from '../../test/http';
import { createCatalogue, createOffer } from '../../test/offers';
import { getDb } from '../db/client';

const _db = () => getDb(env.DB);

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

// The offers on sale and the visitor's choice of them (spec §2 screen 1, §7).

describe('GET /api/getactiveoffers, getactiveaggregateoffers, getactiveofferslist', () => {
  it('groups the single-type offers on sale into the four arrays of spec §7', async () => {
    const catalogue = await createCatalogue();
    await createOffer({ title: 'Old Friends', serviceTypes: ['PHONE_PALS'], active: false });
    await createOffer({ title: 'Retired Chat', serviceTypes: ['AI_CHAT'], retired: true, active: false });
    const response = await call('/api/getactiveoffers');
    expect(response.status).toBe(200);
    const body = await json<Record<string, OfferAnswer[]>>(response);
    expect(Object.keys(body)).toEqual(['PHONE_PALS', 'CALL_FORWARDING', 'AI_CHAT', 'MESSAGING']);
    expect(body.PHONE_PALS?.map((offer) => offer.title)).toEqual(['Friends 60', 'Friends 150']);
    expect(body.CALL_FORWARDING?.map((offer) => offer.title)).toEqual(['Call Connect 100']);
    expect(body.AI_CHAT?.map((offer) => offer.title)).toEqual(['AI Chat 50']);
    expect(body.MESSAGING?.map((offer) => offer.title)).toEqual(['Messages 100']);
    expect(body.AI_CHAT?.[0]).toEqual({
      id: catalogue.chat.id,
      title: 'AI Chat 50',
      description: catalogue.chat.description,
      price: 4.99,
      serviceTypes: ['AI_CHAT'],
      creditsIncluded: 50,
      validFor: 30,
      fixedMoCrCharge: 10,
    });
    expect(body.PHONE_PALS?.[0]?.validFor).toBeNull();
  });

  it('answers the aggregate offers (several service types) on their own', async () => {
    const { family, digital } = await createCatalogue();
    const body = await json<OfferAnswer[]>(await call('/api/getactiveaggregateoffers'));
    expect(body.map((offer) => offer.id)).toEqual([digital.id, family.id]);
    expect(body[1]?.serviceTypes).toEqual(['PHONE_PALS', 'CALL_FORWARDING']);
  });

  it('lists every offer on sale for the offer configuration', async () => {
    await createCatalogue();
    await createOffer({ title: 'Gone', retired: true, active: false });
    const body = await json<OfferAnswer[]>(await call('/api/getactiveofferslist'));
    expect(body).toHaveLength(7);
    expect(body.map((offer) => offer.title)).not.toContain('Gone');
  });
});

describe('POST /api/selectoffers', () => {
  it('stores an anonymous visitor’s choice in a new session and forwards to the registration step', async () => {
    const { pals, digital } = await createCatalogue();
    const response = await call('/api/selectoffers', {
      json: {
        PHONE_PALS: pals.id,
        [`aggregate-${digital.id}`]: digital.id,
        CALL_FORWARDING: null,
        AI_CHAT: '',
      },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      forward: '/inmates/register?step=registration',
      selectedOfferIds: [pals.id, digital.id],
    });
    const cookie = cookiesOf(response);
    expect(cookie).toMatch(/^sid=[0-9a-f]{64}$/);
    // Still anonymous, but the selection is there for the payment screen.
    expect(await json(await call('/api/session', { cookie }))).toEqual({});
    const selected = await json<{ offers: OfferAnswer[]; total: number }>(
      await call('/api/getselectedoffers', { cookie }),
    );
    expect(selected.offers.map((offer) => offer.title)).toEqual(['Friends 60', 'Digital Bundle']);
    // Dollars, summed in cents: 9.99 + 15.99 would be 25.979999999999997 in floating point.
    expect(selected.total).toBe(25.98);
  });

  it('forwards a signed-in inmate to the payment method screen, and staff acting as one to its admin page', async () => {
    const { pals } = await createCatalogue();
    const inmate = await createInmate();
    const cookie = await signIn('inmate', inmate);
    const response = await call('/api/selectoffers', { json: { PHONE_PALS: String(pals.id) }, cookie });
    expect(await json(response)).toMatchObject({ forward: '/inmates/paymentmethod' });
    // The same session (no new cookie) now holds the selection.
    expect(cookiesOf(response)).toBe('');

    const admin = await signIn('staff', await createEmployee({ roles: ['ADMIN'] }));
    await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie: admin });
    const asAdmin = await call('/api/selectoffers', { json: { PHONE_PALS: pals.id }, cookie: admin });
    expect(await json(asAdmin)).toMatchObject({ forward: '/admin/inmates/paymentmethod' });
  });

  it('keeps the selection across the sign-in of an inmate', async () => {
    const { messaging } = await createCatalogue();
    const inmate = await createInmate();
    const anonymous = cookiesOf(await call('/api/selectoffers', { json: { MESSAGING: messaging.id } }));
    const login = await call('/api/logininmate', {
      json: { username: inmate.username, password: inmate.password },
      cookie: anonymous,
    });
    const cookie = cookiesOf(login);
    const selected = await json<{ offers: OfferAnswer[] }>(await call('/api/getselectedoffers', { cookie }));
    expect(selected.offers.map((offer) => offer.id)).toEqual([messaging.id]);
  });

  it.each([
    ['nothing chosen', () => ({})],
    ['only empty radios', () => ({ PHONE_PALS: null, AI_CHAT: '' })],
  ])('refuses %s with Please Select Offer', async (_name, body) => {
    await createCatalogue();
    const response = await call('/api/selectoffers', { json: body() });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ error: 'Please Select Offer', code: 'selectOffer' });
    expect(cookiesOf(response)).toBe('');
  });

  it('refuses offers overlapping in service types (a single offer and a bundle covering its type)', async () => {
    const { pals, family, forwarding, digital, chat } = await createCatalogue();
    for (const body of [
      { PHONE_PALS: pals.id, [`aggregate-${family.id}`]: family.id },
      { CALL_FORWARDING: forwarding.id, [`aggregate-${family.id}`]: family.id },
      { AI_CHAT: chat.id, [`aggregate-${digital.id}`]: digital.id },
    ]) {
      const response = await call('/api/selectoffers', { json: body });
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ error: 'Please Select Offer', code: 'selectOffer' });
    }
  });

  it('refuses unknown, inactive or retired offers, and ids under the wrong radio', async () => {
    const { pals, chat, family, digital } = await createCatalogue();
    const inactive = await createOffer({ serviceTypes: ['MESSAGING'], active: false });
    const retired = await createOffer({ serviceTypes: ['MESSAGING'], retired: true, active: false });
    const refused = [
      { PHONE_PALS: 99999 },
      { MESSAGING: inactive.id },
      { MESSAGING: retired.id },
      { PHONE_PALS: chat.id },
      { PHONE_PALS: family.id },
      { [`aggregate-${pals.id}`]: pals.id },
      { [`aggregate-${family.id}`]: digital.id },
      { SOMETHING: pals.id },
      { PHONE_PALS: 'one' },
      { PHONE_PALS: -1 },
      [pals.id],
      'PHONE_PALS',
    ];
    for (const body of refused) {
      const response = await call('/api/selectoffers', { json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await json(response)).toEqual({ error: 'Please Select Offer', code: 'selectOffer' });
    }
  });

  it('refuses a body that is not JSON', async () => {
    const response = await call('/api/selectoffers', {
      body: 'PHONE_PALS=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });
});
