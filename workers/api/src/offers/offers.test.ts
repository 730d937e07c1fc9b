import { env } from 'cloudflare:workers';
import { adminOffersAnswerSchema, type OfferAnswer } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/errors';
import { createEmployee, createInmate, signIn, signInAs } from '../../test/fixtures';
import { call, cookiesOf } from '../../test/http';
import { createCatalogue, createOffer } from '../../test/offers';
import { getDb } from '../db/client';
import { offers, services } from '../db/schema';

const db = () => getDb(env.DB);

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

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

describe('POST /admin/api/updateoffer', () => {
  const valid = {
    serviceTypes: ['AI_CHAT', 'MESSAGING'],
    title: 'Night Owl #2',
    description: 'Chat and messages after hours.',
    price: '12.5',
    creditsIncluded: '250',
    validFor: '',
    fixedMoCrCharge: null,
  };

  it('adds an offer (no id), stored in cents and tenths, answered in dollars and credits', async () => {
    const admin = await signInAs('admin');
    const response = await call('/admin/api/updateoffer', { json: valid, cookie: admin });
    expect(response.status).toBe(200);
    const body = await json<{ message: string; offer: OfferAnswer }>(response);
    expect(body.message).toBe('Offer Added');
    expect(body.offer).toMatchObject({
      title: 'Night Owl #2',
      price: 12.5,
      serviceTypes: ['AI_CHAT', 'MESSAGING'],
      creditsIncluded: 250,
      validFor: null,
      fixedMoCrCharge: null,
    });
    const [row] = await db().select().from(offers).where(eq(offers.id, body.offer.id));
    expect(row).toMatchObject({ priceCents: 1250, creditsIncludedTenths: 2500, validForDays: null });
    const aggregates = await json<OfferAnswer[]>(await call('/api/getactiveaggregateoffers'));
    expect(aggregates.map((offer) => offer.title)).toEqual(['Night Owl #2']);
  });

  it('updates an offer by id (and can clear validFor)', async () => {
    const offer = await createOffer({ validForDays: 30 });
    const admin = await signInAs('admin');
    const response = await call('/admin/api/updateoffer', {
      json: { ...valid, id: offer.id, serviceTypes: ['PHONE_PALS'], validFor: null, fixedMoCrCharge: 5 },
      cookie: admin,
    });
    expect(response.status).toBe(200);
    const [row] = await db().select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({
      title: 'Night Owl #2',
      serviceTypes: ['PHONE_PALS'],
      validForDays: null,
      fixedMonthlyCreditChargeTenths: 50,
    });
  });

  it('answers 404 for an unknown or retired offer id', async () => {
    const retired = await createOffer({ retired: true, active: false });
    const admin = await signInAs('admin');
    for (const id of [99999, retired.id]) {
      const response = await call('/admin/api/updateoffer', { json: { ...valid, id }, cookie: admin });
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ error: 'Failed to Add Offer', code: 'offerNotAdded' });
    }
  });

  it.each([
    [{ serviceTypes: [] }, 'Please select at least 1 service type'],
    [{ serviceTypes: ['TELEGRAPH'] }, 'Unknown service type'],
    [{ title: '' }, 'Title is required'],
    [{ title: 'Best offer!' }, 'Title can only contain letters, digits, spaces and #'],
    [{ title: 'x'.repeat(51) }, 'Title must be at most 50 characters'],
    [{ description: ' ' }, 'description is required'],
    [{ price: '' }, 'price is required'],
    [{ price: '12.345' }, 'invalid price'],
    [{ price: '1234.56' }, 'invalid price'],
    [{ price: 'free' }, 'invalid price'],
    [{ creditsIncluded: '' }, 'Credits included is required'],
    [{ creditsIncluded: '1.5' }, 'Credits included must be a whole number'],
    [{ creditsIncluded: '12345' }, 'Credits included must be at most 4 digits'],
    [{ validFor: 'soon' }, 'Valid for must be a whole number'],
    [{ validFor: '12345' }, 'Valid for must be at most 4 digits'],
    [{ fixedMoCrCharge: '-1' }, 'Fixed monthly credit charge must be a whole number'],
    [{ id: 'abc' }, 'Invalid id'],
  ])('refuses %j with "%s"', async (change, message) => {
    const admin = await signInAs('admin');
    const response = await call('/admin/api/updateoffer', { json: { ...valid, ...change }, cookie: admin });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual(errorBody(message));
  });

  it('answers only an ADMIN (401 anonymous, 403 inmate, friend and EMPLOYEE1) and changes nothing', async () => {
    for (const [cookie, status] of [
      [undefined, 401],
      [await signInAs('inmate'), 403],
      [await signInAs('friend'), 403],
      [await signInAs('employee1'), 403],
    ] as const) {
      const response = await call('/admin/api/updateoffer', { json: valid, ...(cookie ? { cookie } : {}) });
      expect(response.status).toBe(status);
    }
    expect(await db().select().from(offers)).toHaveLength(0);
  });
});

describe('GET /admin/api/getoffers', () => {
  it('lists every offer for an ADMIN, on sale first, then inactive, then retired, each marked', async () => {
    const onSale = await createOffer({ title: 'On sale', priceCents: 1999 });
    const retired = await createOffer({ title: 'Gone', retired: true, active: false, priceCents: 100 });
    const inactive = await createOffer({ title: 'Paused', active: false, priceCents: 500 });
    const response = await call('/admin/api/getoffers', { cookie: await signInAs('admin') });
    expect(response.status).toBe(200);
    const body = adminOffersAnswerSchema.parse(await response.json());
    expect(body.map(({ id, active, retired }) => ({ id, active, retired }))).toEqual([
      { id: onSale.id, active: true, retired: false },
      { id: inactive.id, active: false, retired: false },
      { id: retired.id, active: false, retired: true },
    ]);
    expect(body[0]).toMatchObject({ title: 'On sale', price: 19.99, creditsIncluded: 60, validFor: null });
  });

  it('answers only an ADMIN (401 anonymous, 403 inmate and EMPLOYEE1)', async () => {
    await createOffer();
    for (const [cookie, status] of [
      [undefined, 401],
      [await signInAs('inmate'), 403],
      [await signInAs('employee1'), 403],
    ] as const) {
      const response = await call('/admin/api/getoffers', cookie ? { cookie } : {});
      expect(response.status).toBe(status);
    }
  });
});

describe('POST /admin/api/deleteoffer', () => {
  it('deletes an offer nobody bought (raw id body)', async () => {
    const offer = await createOffer();
    const admin = await signInAs('admin');
    const response = await call('/admin/api/deleteoffer', {
      body: String(offer.id),
      headers: { 'content-type': 'text/plain' },
      cookie: admin,
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: 'Offer Deleted', outcome: 'deleted' });
    expect(await db().select().from(offers)).toHaveLength(0);
  });

  it('retires an offer that inmates bought: off sale, but still in their services', async () => {
    const offer = await createOffer({ title: 'Friends 60' });
    const inmate = await createInmate();
    await db()
      .insert(services)
      .values({ inmateId: inmate.id, offerId: offer.id, title: offer.title, remainingTenths: 600 });
    const admin = await signInAs('admin');
    const response = await call('/admin/api/deleteoffer', { json: offer.id, cookie: admin });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: 'Offer Deleted', outcome: 'retired' });
    const [row] = await db().select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({ retired: true, active: false });
    expect(await json<OfferAnswer[]>(await call('/api/getactiveofferslist'))).toEqual([]);
    expect(await db().select().from(services)).toHaveLength(1);
    // Deleting it again: it is no longer an offer on sale.
    const again = await call('/admin/api/deleteoffer', { json: offer.id, cookie: admin });
    expect(again.status).toBe(404);
    expect(await json(again)).toEqual({ error: 'Failed to Delete Offer', code: 'offerNotDeleted' });
  });

  it('refuses an id that is not a positive whole number', async () => {
    const admin = await signInAs('admin');
    const response = await call('/admin/api/deleteoffer', { body: 'one', cookie: admin });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ error: 'Invalid id', code: 'invalidId' });
  });

  it('answers only an ADMIN and deletes nothing otherwise', async () => {
    const offer = await createOffer();
    for (const [cookie, status] of [
      [undefined, 401],
      [await signInAs('inmate'), 403],
      [await signInAs('employee1'), 403],
    ] as const) {
      const response = await call('/admin/api/deleteoffer', {
        json: offer.id,
        ...(cookie ? { cookie } : {}),
      });
      expect(response.status).toBe(status);
    }
    expect(await db().select().from(offers)).toHaveLength(1);
  });
});
