import { env } from 'cloudflare:workers';
import { adminOffersAnswerSchema, type OfferAnswer } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../test/errors';
import { createInmate, signInAs } from '../../test/fixtures';
import { call } from '../../test/http';
import { createOffer } from '../../test/offers';
import { inmateWithSelection, payAndDeliver, paymentIntent, servicesOf } from '../../test/payment-flows';
import { getDb } from '../db/client';
import { offers, paymentDiscrepancies, services } from '../db/schema';
import { OFFER_TERMS_BOUGHT } from './queries';

const db = () => getDb(env.DB);

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

// The offer configuration calls of the back office (spec §2 Offer Configuration, §7): ADMIN only.

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

  // The credits too: an Automatic service's subscription keeps charging the price it started at, and each renewal
  // gives the offer's credits (services/renew.ts), so new credits would change what a renewal pays for.
  it('keeps what buyers got: a bought offer changes its title, text and price, not its terms or credits', async () => {
    const offer = await createOffer({
      serviceTypes: ['AI_CHAT', 'MESSAGING'],
      validForDays: 30,
      creditsIncludedTenths: 2500,
    });
    const inmate = await createInmate();
    await db()
      .insert(services)
      .values({ inmateId: inmate.id, offerId: offer.id, title: offer.title, remainingTenths: 600 });
    const admin = await signInAs('admin');
    const update = (change: object) =>
      call('/admin/api/updateoffer', {
        json: { ...valid, id: offer.id, serviceTypes: ['MESSAGING', 'AI_CHAT'], validFor: '30', ...change },
        cookie: admin,
      });
    expect((await update({ title: 'Night Owl 3', price: '15' })).status).toBe(200);
    for (const change of [
      { creditsIncluded: '300' },
      { serviceTypes: ['AI_CHAT'] },
      { validFor: '7' },
      { validFor: '' },
      { fixedMoCrCharge: 5 },
    ]) {
      const refused = await update(change);
      expect([refused.status, await json(refused)]).toEqual([409, errorBody(OFFER_TERMS_BOUGHT)]);
    }
    const [row] = await db().select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({
      title: 'Night Owl 3',
      priceCents: 1500,
      creditsIncludedTenths: 2500,
      serviceTypes: ['AI_CHAT', 'MESSAGING'],
      validForDays: 30,
      fixedMonthlyCreditChargeTenths: null,
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

  it('retires an offer put in a card checkout: the family who pays after the delete gets what they paid for', async () => {
    const offer = await createOffer({ title: 'Friends 60', priceCents: 999, serviceTypes: ['PHONE_PALS'] });
    const { inmate, cookie } = await inmateWithSelection({ PHONE_PALS: offer.id });
    // The card form is open: a PaymentIntent names the offer, and nothing is in D1 until it is paid.
    const intent = await paymentIntent(cookie);
    const admin = await signInAs('admin');
    const response = await call('/admin/api/deleteoffer', { json: offer.id, cookie: admin });
    expect(await json(response)).toEqual({ message: 'Offer Deleted', outcome: 'retired' });
    expect(await json<OfferAnswer[]>(await call('/api/getactiveofferslist'))).toEqual([]);

    await payAndDeliver(intent.clientSecret);
    expect(await servicesOf(inmate.id)).toMatchObject([{ offerId: offer.id, title: 'Friends 60' }]);
    expect(await json(await call('/api/getinmatepayments', { cookie }))).toMatchObject([
      { amount: 9.99, status: 'succeeded', serviceTitles: ['Friends 60'] },
    ]);
    expect(await db().select().from(paymentDiscrepancies)).toEqual([]);
  });

  it('still deletes an offer chosen but never put in a card checkout nor bought', async () => {
    const offer = await createOffer();
    // Chosen on the offer screen, the card form never opened: no PaymentIntent names it.
    await inmateWithSelection({ PHONE_PALS: offer.id });
    const admin = await signInAs('admin');
    const response = await call('/admin/api/deleteoffer', { json: offer.id, cookie: admin });
    expect(await json(response)).toEqual({ message: 'Offer Deleted', outcome: 'deleted' });
    expect(await db().select().from(offers)).toHaveLength(0);
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
