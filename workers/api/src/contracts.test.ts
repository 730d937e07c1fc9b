import { env } from 'cloudflare:workers';
import {
  activeOffersAnswerSchema,
  adminNotesAnswerSchema,
  callRecordsAnswerSchema,
  cardOnFileChargeAnswerSchema,
  chargeCreditsAnswerSchema,
  creditChargesAnswerSchema,
  currencyChargesAnswerSchema,
  deleteOfferAnswerSchema,
  inmateDetailAnswerSchema,
  manualPayAnswerSchema,
  offerListAnswerSchema,
  paymentDiscrepanciesAnswerSchema,
  paymentFormAnswerSchema,
  paymentIntentAnswerSchema,
  paymentRecordsAnswerSchema,
  registerInmateAnswerSchema,
  saveOfferAnswerSchema,
  selectedOffersAnswerSchema,
  selectOffersAnswerSchema,
  serviceAnswerSchema,
  servicesAnswerSchema,
  sessionAnswerSchema,
  uploadedFilesAnswerSchema,
  uploadFileAnswerSchema,
} from '@app/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createCall,
  createCreditCharge,
  createPayment,
  createPaymentMethod,
  createService,
  inmateWithViewers,
} from '../test/account-fixtures';
import { createEmployee, createFriend, createInmate, signIn } from '../test/fixtures';
import { call, cookiesOf } from '../test/http';
import { createCatalogue } from '../test/offers';
import { deliver, offersMetadata, paymentSucceededEvent } from '../test/stripe';
import { recordAuxiliaryCurrencyCharge } from './charges/record';
import { getDb } from './db/client';
import type { PaymentPort } from './payments/port';
import { setPaymentsForTests } from './payments/provider';

// Every call of spec §7 that the inmate side answers, on real fixtures, parsed with the shared contract
// (shared/src/contracts): the objects are strict, so a renamed or extra field (remainingTenths, priceCents…) fails.

afterEach(() => setPaymentsForTests(undefined));

/** The answer of a 200 response, parsed with `schema`; anything else fails with the call and the body. */
async function answer<S extends z.ZodType>(what: string, schema: S, response: Response): Promise<z.infer<S>> {
  const body: unknown = await response.json();
  expect(response.status, `${what}: ${JSON.stringify(body)}`).toBe(200);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${what}: ${z.prettifyError(parsed.error)}\n${JSON.stringify(body)}`);
  return parsed.data;
}

const fileForm = () => {
  const form = new FormData();
  const mp3 = [...'ID3'].map((char) => char.charCodeAt(0)).concat([4, 0, 0, 0, 0, 0, 0x21, 0xff, 0xfb, 0x90]);
  form.set(
    'file',
    new File([new Uint8Array([...mp3, ...new Array(64).fill(0)])], 'song.mp3', { type: 'audio/mpeg' }),
  );
  form.set('description', 'Birthday song');
  return form;
};

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

describe('inmate account, files and charges answers', () => {
  it('parse for each viewer, credits with one decimal and money in dollars', async () => {
    const { inmate, cookie } = await inmateWithViewers({ twilioNumber: '+15555550100' });
    const monthly = await createService(inmate.id, {
      remainingTenths: 125,
      paidThrough: '2026-03-01T00:00:00.000Z',
      offer: { priceCents: 1999, fixedMonthlyCreditChargeTenths: 100, serviceTypes: ['AI_CHAT'] },
    });
    const plain = await createService(inmate.id, { recurringPayments: true, automaticPayments: true });
    const method = await createPaymentMethod(inmate.id);
    await createPayment(inmate.id, { amountCents: 1999, paymentMethodId: method.id, services: [monthly] });
    await createCall(inmate.id, monthly.id, { creditsUsedTenths: 25 });
    await createCall(inmate.id, monthly.id, { creditsUsedTenths: 100, conversationUuid: null });
    await createCreditCharge(monthly.id, { tenths: 15 });
    await recordAuxiliaryCurrencyCharge(getDb(env.DB), {
      inmateId: inmate.id,
      amountCents: 1250,
      description: 'Replacement ID card',
      stripePaymentIntentId: 'pi_contract',
      paymentMethodId: method.id,
    });

    for (const viewer of ['inmate', 'admin', 'employee1'] as const) {
      const session = await cookie(viewer);
      const get = (path: string) => call(path, { cookie: session });
      await answer(
        `getinmatedetail (${viewer})`,
        inmateDetailAnswerSchema,
        await get('/api/getinmatedetail'),
      );
      const services = await answer(
        `services (${viewer})`,
        servicesAnswerSchema,
        await get('/api/getservicesforinmate'),
      );
      expect(services.find((service) => service.id === monthly.id)).toMatchObject({
        remainingCredits: 12.5,
        offer: { fixedMoCrCharge: 10, ...(viewer !== 'employee1' && { price: 19.99 }) },
      });
      const charges = await get('/api/getauxiliarycreditcharges');
      expect(
        (await answer(`credit charges (${viewer})`, creditChargesAnswerSchema, charges))[0]?.credits,
      ).toBe(1.5);
      await answer(
        `getuploadedfiles (${viewer})`,
        uploadedFilesAnswerSchema,
        await get('/api/getuploadedfiles'),
      );
      if (viewer === 'employee1') continue; // spec §6: no payments, calls or money charges
      const payments = await answer(
        `payments (${viewer})`,
        paymentRecordsAnswerSchema,
        await get('/api/getinmatepayments'),
      );
      expect(payments.map((payment) => payment.amount).sort()).toEqual([12.5, 19.99]); // the money charge paid too
      const calls = await answer(
        `calls (${viewer})`,
        callRecordsAnswerSchema,
        await get('/api/getinmatecalls'),
      );
      expect(calls.map((record) => record.creditsUsed).sort((a, b) => a - b)).toEqual([2.5, 10]);
      const money = await get('/api/getauxiliarycurrencycharges');
      expect(
        (await answer(`currency charges (${viewer})`, currencyChargesAnswerSchema, money))[0]?.price,
      ).toBe(12.5);
    }

    const admin = await cookie('admin');
    const employee = await cookie('employee1');
    const post = (path: string, options: Parameters<typeof call>[1]) =>
      call(path, { cookie: admin, ...options });
    await answer(
      'savename',
      inmateDetailAnswerSchema,
      await post('/api/savename', { form: { firstName: 'Ann', lastName: 'Lee' } }),
    );
    await answer(
      'saveemail',
      inmateDetailAnswerSchema,
      await post('/api/saveemail', { body: 'ann.lee@example.com' }),
    );
    await answer(
      'resetsecretcode',
      inmateDetailAnswerSchema,
      await call('/api/resetsecretcode', { cookie: admin }),
    );
    const phone = await post('/admin/api/saveassignedphonenumber', { body: '+15555550199' });
    await answer('saveassignedphonenumber', inmateDetailAnswerSchema, phone);
    await answer(
      'saveadminnotes',
      adminNotesAnswerSchema,
      await post('/admin/api/saveadminnotes', { body: 'Notes' }),
    );
    const notes = await call('/employee1/api/saveadminnotes', { body: 'More', cookie: employee });
    await answer('saveadminnotes (employee1)', adminNotesAnswerSchema, notes);
    await answer(
      'selectservice',
      servicesAnswerSchema,
      await post('/api/selectservice', { body: String(monthly.id) }),
    );
    await answer(
      'stopautorenew',
      servicesAnswerSchema,
      await post('/api/stopautorenew', { body: String(plain.id) }),
    );

    const uploaded = await answer(
      'uploadfile',
      uploadFileAnswerSchema,
      await post('/admin/api/uploadfile', { body: fileForm() }),
    );
    expect(uploaded.secretCode).toMatch(/^\d{6}$/);
    await answer(
      'deletefile',
      uploadedFilesAnswerSchema,
      await post('/api/deletefile', { body: String(uploaded.id) }),
    );

    const form = { serviceId: String(monthly.id), credits: '2.5', description: 'Replacement tablet' };
    const charged = await call('/employee1/api/auxiliarychargecredits', { form, cookie: employee });
    const credits = await answer('auxiliarychargecredits', chargeCreditsAnswerSchema, charged);
    expect(credits).toMatchObject({ charge: { credits: 2.5 }, service: { remainingCredits: 10 } });
    const moneyForm = { form: { amount: '12.5', description: 'Replacement ID card' } };
    const cardForm = await post('/admin/api/auxiliarychargecurrency', moneyForm);
    expect((await answer('auxiliarychargecurrency', paymentFormAnswerSchema, cardForm)).payButtonText).toBe(
      'Pay $12.50',
    );
    // The saved card is charged at the provider: a stand-in answers for it (charges.test.ts tests the charge).
    setPaymentsForTests({
      chargeCardOnFile: async () => ({ paymentIntentId: 'pi_contract_onfile', status: 'succeeded' }),
      stopCardOnFile: async () => {},
      cancelSubscription: async () => {},
    } as unknown as PaymentPort);
    const onFile = await post('/admin/api/auxiliarychargecurrencywithmethodonfile', moneyForm);
    await answer('auxiliarychargecurrencywithmethodonfile', cardOnFileChargeAnswerSchema, onFile);
    await answer(
      'stoprecurring',
      servicesAnswerSchema,
      await post('/api/stoprecurring', { body: String(plain.id) }),
    );
  });
});
