import {
  activeOffersAnswerSchema,
  deleteOfferAnswerSchema,
  manualPayAnswerSchema,
  offerListAnswerSchema,
  paymentDiscrepanciesAnswerSchema,
  paymentIntentAnswerSchema,
  registerInmateAnswerSchema,
  saveOfferAnswerSchema,
  selectedOffersAnswerSchema,
  selectOffersAnswerSchema,
  serviceAnswerSchema,
  sessionAnswerSchema,
} from '@app/shared';
import { describe, expect, it } from 'vitest';
import { answer } from '../test/contracts';
import { createEmployee, createFriend, createInmate, signIn } from '../test/fixtures';
import { call, cookiesOf } from '../test/http';
import { createCatalogue } from '../test/offers';
import { deliver, offersMetadata, paymentSucceededEvent } from '../test/stripe';

// Every call of spec §7 that the inmate side answers, on real fixtures, parsed with the shared contract
// (shared/src/contracts): the objects are strict, so a renamed or extra field (remainingTenths, priceCents…) fails.
// The inmate account's calls are in account/contracts.test.ts.

describe('the answer contracts refuse what the spec does not name', () => {
  it('a renamed or an extra field fails the strict schema', () => {
    const service = {
      id: 1,
      title: 'Friends 60',
      remainingCredits: 12.5,
      datePurchased: '2026-01-01T00:00:00.000Z',
      paidThrough: null,
      recurringPayments: false,
      automaticPayments: false,
      hasSubscription: false,
      active: true,
      selected: false,
      renewable: false,
      offer: {
        id: 1,
        title: 'F',
        description: 'D',
        price: 9.99,
        serviceTypes: ['PHONE_PALS'],
        fixedMoCrCharge: null,
      },
    };
    expect(serviceAnswerSchema.safeParse(service).success).toBe(true);
    const { remainingCredits, ...renamed } = service;
    expect(
      serviceAnswerSchema.safeParse({ ...renamed, remainingTenths: remainingCredits * 10 }).success,
    ).toBe(false);
    expect(serviceAnswerSchema.safeParse({ ...service, remainingCredits: 12.55 }).success).toBe(false);
    expect(
      serviceAnswerSchema.safeParse({ ...service, offer: { ...service.offer, priceCents: 999 } }).success,
    ).toBe(false);
  });
});

describe('session and sign-in answers', () => {
  it('parse for anonymous, inmate, friend, staff and staff acting as someone', async () => {
    const inmate = await createInmate();
    const friend = await createFriend();
    const admin = await createEmployee({ roles: ['ADMIN'] });
    const employee = await createEmployee({ roles: ['EMPLOYEE1'] });
    await answer('session (anonymous)', sessionAnswerSchema, await call('/api/session'));
    const credentials = (account: { username?: string; userName?: string; password: string }) => ({
      username: account.username ?? account.userName,
      password: account.password,
    });
    const signedIn = await answer(
      'logininmate',
      sessionAnswerSchema,
      await call('/api/logininmate', { json: credentials(inmate) }),
    );
    expect(signedIn.inmate?.id).toBe(inmate.id);
    await answer(
      'loginfriend',
      sessionAnswerSchema,
      await call('/api/loginfriend', { json: credentials(friend) }),
    );
    const adminCookie = await signIn('staff', admin);
    await answer(
      'loginstaff',
      sessionAnswerSchema,
      await call('/api/loginstaff', { json: credentials(employee) }),
    );
    const acting = await answer(
      'admin logininmate?id=',
      sessionAnswerSchema,
      await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie: adminCookie }),
    );
    expect(acting).toMatchObject({ inmate: { id: inmate.id }, staff: { id: admin.id, roles: ['ADMIN'] } });
    await answer(
      'employee1 logininmate?id=',
      sessionAnswerSchema,
      await call(`/employee1/api/logininmate?id=${inmate.id}`, { cookie: await signIn('staff', employee) }),
    );
    await answer(
      'loginfriend?id=',
      sessionAnswerSchema,
      await call(`/admin/api/loginfriend?id=${friend.id}`, { cookie: adminCookie }),
    );
    await answer('session (staff)', sessionAnswerSchema, await call('/api/session', { cookie: adminCookie }));
    await answer('logout', sessionAnswerSchema, await call('/api/logout', { cookie: adminCookie }));
  });
});

describe('offers, registration and payment answers', () => {
  it('parse from choosing offers to paying, in dollars and credits', async () => {
    const { pals, digital, chat } = await createCatalogue();
    const active = await answer(
      'getactiveoffers',
      activeOffersAnswerSchema,
      await call('/api/getactiveoffers'),
    );
    // Stored 499 cents, 500 tenths and 100 tenths a month (test/offers.ts).
    expect(active.AI_CHAT[0]).toMatchObject({ price: 4.99, creditsIncluded: 50, fixedMoCrCharge: 10 });
    const aggregates = await call('/api/getactiveaggregateoffers');
    expect(await answer('getactiveaggregateoffers', offerListAnswerSchema, aggregates)).toHaveLength(2);
    await answer('getactiveofferslist', offerListAnswerSchema, await call('/api/getactiveofferslist'));

    const selection = { PHONE_PALS: pals.id, [`aggregate-${digital.id}`]: digital.id };
    const selected = await call('/api/selectoffers', { json: selection });
    await answer('selectoffers', selectOffersAnswerSchema, selected.clone());
    let cookie = cookiesOf(selected);
    const waiting = await call('/api/getselectedoffers', { cookie });
    expect((await answer('getselectedoffers', selectedOffersAnswerSchema, waiting)).total).toBe(25.98);

    const registration = {
      firstName: 'Ann',
      lastName: 'Lee',
      username: 'annlee',
      email: 'ann@example.com',
      password: 'Secret#2026x',
      reenterPassword: 'Secret#2026x',
    };
    const registered = await call('/api/registerinmate', { json: registration, cookie });
    await answer('registerinmate', registerInmateAnswerSchema, registered.clone());
    cookie = cookiesOf(registered) || cookie;
    const intent = await call('/api/getstripepaymentintent?recurring=false&automatic=false', { cookie });
    expect((await answer('getstripepaymentintent', paymentIntentAnswerSchema, intent)).amount).toBe(25.98);

    const admin = await signIn('staff', await createEmployee({ roles: ['ADMIN'] }));
    const byAdmin = await call('/admin/api/registerinmate', {
      json: { ...registration, username: 'bobkay', email: 'bob@example.com' },
      cookie: admin,
    });
    const { inmate } = await answer('admin registerinmate', registerInmateAnswerSchema, byAdmin);
    await call(`/admin/api/logininmate?id=${inmate.id}`, { cookie: admin });
    await call('/api/selectoffers', { json: { AI_CHAT: chat.id }, cookie: admin });
    const paid = await call('/admin/api/manualpay', { json: 'Money order #1042', cookie: admin });
    await answer('manualpay', manualPayAnswerSchema, paid);

    const offer = { serviceTypes: ['MESSAGING'], title: 'Night Owl', description: 'Late.', price: '12.5' };
    const saved = await call('/admin/api/updateoffer', {
      json: { ...offer, creditsIncluded: '250', validFor: '', fixedMoCrCharge: '' },
      cookie: admin,
    });
    const { offer: added } = await answer('updateoffer', saveOfferAnswerSchema, saved);
    expect(added).toMatchObject({ price: 12.5, creditsIncluded: 250 });
    const deleted = await call('/admin/api/deleteoffer', { body: String(added.id), cookie: admin });
    await answer('deleteoffer', deleteOfferAnswerSchema, deleted);

    // A card payment of the wrong amount is listed for staff, in dollars.
    await deliver(
      paymentSucceededEvent({ amountCents: 123, metadata: offersMetadata(inmate.id, [chat.id]) }),
    );
    const listed = await call('/admin/api/getpaymentdiscrepancies', { cookie: admin });
    const [discrepancy] = await answer('getpaymentdiscrepancies', paymentDiscrepanciesAnswerSchema, listed);
    expect(discrepancy).toMatchObject({ amount: 1.23, expectedAmount: 4.99 });
  });
});
